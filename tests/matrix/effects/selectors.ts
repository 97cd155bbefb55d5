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
    bettingRecord: menuItem('bettingRecord'),
    accountRecord: menuItem('accountRecord'),
    rewardCenter: menuItem('rewardCenter'),
    share: menuItem('share'),
    vip: menuItem('vip'),
    mission: menuItem('mission'),
    feedback: menuItem('feedback'),
  },
  bottomNavInvite: tid('bottom-nav-invite'),
  /**
   * The contact-service message (spec §4 "message contact_service for 2 s"): a toast marked with
   * its message id. Asked of the client: `data-message-id` on each toast (Toaster.tsx).
   */
  contactServiceMessage: '[data-message-id="contact_service"]',
  /** the footer's age icon ("18+" / "21+") */
  ageText: tid('age-icon'),
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
