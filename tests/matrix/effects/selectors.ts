/**
 * The stable selectors the matrix checks, agreed with the client (side-menu items carry
 * `data-testid="side-menu-item-<key>"`). Written here once, by hand, from the spec's wording;
 * never imported from the app, so a wrong app table cannot make a check pass.
 */
const tid = (id: string): string => `[data-testid="${id}"]`;
const menuItem = (key: string): string => tid(`side-menu-item-${key}`);

export const SEL = {
  sideMenuToggle: tid('side-menu-toggle'),
  sideMenu: tid('side-menu'),
  menu: {
    bettingRecord: menuItem('gameRecord'),
    accountRecord: menuItem('transactionRecord'),
    rewardCenter: menuItem('rewardCenter'),
    share: menuItem('share'),
    vip: menuItem('vipBenefits'),
    mission: menuItem('mission'),
    feedback: menuItem('feedback'),
  },
  bottomNavInvite: tid('bottom-nav-item-invite'),
  /** the contact-service message (spec §4 "message contact_service for 2 s") */
  contactServiceMessage: tid('toast-contact_service'),
  ageText: tid('age-limit'),
  login: {
    mobileTab: tid('login-tab-mobile'),
    forgotLink: tid('login-forgot-link'),
    facebook: tid('social-login-facebook'),
    google: tid('social-login-google'),
    captcha: tid('login-captcha'),
    trialPlay: tid('login-trial-play'),
    footerLiveChat: tid('login-footer-live-chat'),
    footerCustomerService: tid('login-footer-customer-service'),
  },
  register: {
    methodToggle: tid('register-method-toggle'),
    methodUsername: tid('register-method-username'),
    methodMobile: tid('register-method-mobile'),
    ageText: tid('register-age-text'),
  },
  forgot: {
    methodSwitch: tid('forgot-method-switch'),
    email: tid('forgot-method-email'),
    phone: tid('forgot-method-phone'),
  },
} as const;
