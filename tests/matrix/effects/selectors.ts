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
    profitLoss: menuItem('profitLoss'),
    rewardCenter: menuItem('rewardCenter'),
    share: menuItem('share'),
    vip: menuItem('vip'),
    mission: menuItem('mission'),
    feedback: menuItem('feedback'),
  },
  bottomNavInvite: tid('bottom-nav-invite'),
  /** member centre */
  member: {
    profile: tid('member-profile'),
    shortcuts: tid('member-shortcuts'),
    shortcut: (key: string) => tid(`member-shortcut-${key}`),
    vipLink: tid('member-vip-link'),
    benefitsPage: tid('page-memberBenefits'),
    /** the member's paid VIP benefits and rebate period on the benefits page */
    benefitsPaid: tid('vip-paid'),
    missionsPage: tid('page-leaderBoard'),
    inboxPage: tid('page-memberInbox'),
    feedbackPage: tid('page-feedback'),
    nicknameForm: tid('set-nickname-form'),
    pictureUpload: tid('set-picture'),
  },
  /** the live chat page (/m/chat, CBS3) */
  chatPage: tid('page-chat'),
  /** the referral link in the invite-friends popup (REFERRAL3) */
  inviteLink: tid('invite-link'),
  /** the game lobby: game tiles (list pages, home) and home's vendors */
  games: {
    /** the first tile's open (launch) button */
    open: tid('game-open'),
    /** a tile's game name */
    name: tid('game-name'),
    /** vendors of home's game sections (drawn from the vassal game types call) */
    homeVendor: '[data-testid^="home-vendor-"]',
    grid: tid('game-grid'),
  },
  /** the home header's Register button (logged out) */
  headerRegister: tid('header-register'),
  /** the home header's Log in button (logged out; shown whatever REG3 says) */
  headerLogin: tid('header-login'),
  /**
   * The contact-service message (spec §4 "message contact_service for 2 s"): a toast marked with
   * its message id. Asked of the client: `data-message-id` on each toast (Toaster.tsx).
   */
  contactServiceMessage: '[data-message-id="contact_service"]',
  /** the reward centre's own page (its summary of rewards received), drawn only for a member */
  rewardCentreSummary: tid('reward-summary'),
  /** the footer's age icon ("18+" / "21+") */
  ageText: tid('age-icon'),
  login: {
    /** the username / mobile-number tabs (role tablist) of the login panel */
    mobileTab: `${tid('login-panel')} [role="tablist"]`,
    forgotLink: tid('login-forgot'),
    /** "No account? Register" in the login panel */
    toRegister: tid('login-to-register'),
    panel: tid('login-panel'),
    facebook: tid('login-facebook'),
    google: tid('login-google'),
    captcha: `${tid('login-username-form')} input[name="captcha"]`,
    trialPlay: tid('login-trial'),
    footerHome: tid('login-footer-home'),
    footerLiveChat: tid('login-footer-chat'),
    footerCustomerService: tid('login-footer-service'),
  },
  register: {
    form: tid('register-form'),
    methodToggle: `${tid('register-form')} [role="tablist"]`,
    mobileTab: `${tid('register-form')} [role="tab"]:nth-child(2)`,
    /** the form's current method: data-method="username" | "mobileNum" */
    method: (m: 'username' | 'mobileNum') => `${tid('register-form')}[data-method="${m}"]`,
    smsCode: tid('send-code-register'),
    password: `${tid('register-form')} input[name="password"]`,
    ageText: tid('register-age'),
  },
  forgot: {
    panel: tid('forgot-panel'),
    methodSwitch: `${tid('forgot-panel')} [role="tablist"]`,
    email: tid('forgot-email-form'),
    phone: tid('forgot-phone-form'),
  },
} as const;
