/**
 * Login, registration and forgot-password switches (spec §2 "Login", "Registration", "Forgot
 * password", §4 "Registration"; DECISIONS: login footer, forgot-password flags). The checks are
 * written now; they stay pending until the accounts panels are built.
 */
import { SEL } from './selectors';
import { type Check, type Effect, guest, type Row, shownWhen, type Value } from './types';

const LOGIN = '/m/login';
const REGISTER = '/m/register';
const FORGET = '/m/forget';
const PANELS_PENDING = 'the accounts panels (login, register, forgot password) are not built yet';
const on = (v: unknown): boolean => v === true;

type Decl = { id: string; switch: string; spec: string; says: string; checks: (v: Value, row: Row) => Check[] };
const pending = (d: Decl): Effect => ({ ...d, status: 'pending', reason: PANELS_PENDING });

export const accountEffects: Effect[] = [
  pending({
    switch: 'MOBLOGIN3', id: 'MOBLOGIN3.login-tab', spec: '§2 Login',
    says: 'mobile-number + SMS-code tab on the login panel only when the mobile-code login flag is on',
    checks: (v) => [{ scene: guest(LOGIN), expect: shownWhen(on(v), SEL.login.mobileTab, 'mobile-code login tab') }],
  }),
  pending({
    switch: 'FACEBOOKLOGIN3', id: 'FACEBOOKLOGIN3.buttons', spec: '§2 Login, Registration',
    says: 'Facebook button on login and register only when FACEBOOKLOGIN3 is on (identity service ready)',
    checks: (v) => [LOGIN, REGISTER].map((r) => ({ scene: guest(r), expect: shownWhen(on(v), SEL.login.facebook, 'Facebook button') })),
  }),
  pending({
    switch: 'GOOGLELOGIN3', id: 'GOOGLELOGIN3.buttons', spec: '§2 Login, Registration',
    says: 'Google button on login and register only when GOOGLELOGIN3 is on (identity service ready)',
    checks: (v) => [LOGIN, REGISTER].map((r) => ({ scene: guest(r), expect: shownWhen(on(v), SEL.login.google, 'Google button') })),
  }),
  pending({
    switch: 'CHNGPASSMAIL3', id: 'CHNGPASSMAIL3.forgot', spec: '§2 Login, Forgot password; DECISIONS',
    says: 'forgot link on login when CHNGPASSMAIL3 or CHNGPASSVERIF3; e-mail method when on; switch only when both',
    checks: (v, row) => forgotChecks(on(v), on(row.CHNGPASSVERIF3)),
  }),
  pending({
    switch: 'CHNGPASSVERIF3', id: 'CHNGPASSVERIF3.forgot', spec: '§2 Login, Forgot password; DECISIONS',
    says: 'forgot link on login when either forgot flag is on; phone method (default) when on; switch only when both',
    checks: (v, row) => forgotChecks(on(row.CHNGPASSMAIL3), on(v)),
  }),
  pending({
    switch: 'CBS3', id: 'CBS3.login-footer', spec: '§2 Login; DECISIONS (login footer)',
    says: 'login footer: home plus live chat when CBS3 is on, otherwise only customer service',
    checks: (v) => [
      { scene: guest(LOGIN), expect: shownWhen(on(v), SEL.login.footerLiveChat, 'live-chat footer item') },
      { scene: guest(LOGIN), expect: shownWhen(!on(v), SEL.login.footerCustomerService, 'customer-service-only footer') },
    ],
  }),
  pending({
    switch: 'FREEPLAY3', id: 'FREEPLAY3.login-trial', spec: '§2 Login (guest test-play unless the trial flag is 0)',
    says: 'guest test-play entry in the login menu only when the trial flag is on',
    checks: (v) => [{ scene: guest(LOGIN), expect: shownWhen(on(v), SEL.login.trialPlay, 'trial-play entry') }],
  }),
  pending({
    switch: 'CAPTCHA3', id: 'CAPTCHA3.login-captcha', spec: '§3 module ids; docs/flags.md (captcha always required)',
    says: 'captcha field on the login panel from the start when CAPTCHA3 is on; only after failures when off',
    checks: (v) => [{ scene: guest(LOGIN), expect: shownWhen(on(v), SEL.login.captcha, 'captcha field') }],
  }),
  pending({
    switch: 'USERNAMEREG3', id: 'USERNAMEREG3.register-method', spec: '§2 Registration; §4 Registration',
    says: 'username method offered when on; the method toggle only when both methods are on',
    checks: (v, row) => registerMethodChecks(on(v), on(row.MOBILENUMREG3)),
  }),
  pending({
    switch: 'MOBILENUMREG3', id: 'MOBILENUMREG3.register-method', spec: '§2 Registration; §4 Registration',
    says: 'mobile method offered when on (default when username registration is off); toggle only when both',
    checks: (v, row) => registerMethodChecks(on(row.USERNAMEREG3), on(v)),
  }),
  pending({
    switch: 'REGMOBVERF3', id: 'REGMOBVERF3.register-sms', spec: '§2 Registration (SMS verification with username)',
    says: 'SMS verification-code field on username registration only when REGMOBVERF3 is on',
    checks: () => [],
  }),
  pending({
    switch: 'MOBILENUMPASSREG3', id: 'MOBILENUMPASSREG3.register-password', spec: '§2 Registration (password for mobile signup)',
    says: 'password field on mobile-number registration only when MOBILENUMPASSREG3 is on',
    checks: () => [],
  }),
  pending({
    switch: 'REG3', id: 'REG3.register', spec: '§3 module ids; docs/flags.md (registration open)',
    says: 'registration open: Register entry and /m/register usable only when REG3 is on',
    checks: () => [],
  }),
];

function forgotChecks(mail: boolean, phone: boolean): Check[] {
  const checks: Check[] = [
    { scene: guest(LOGIN), expect: shownWhen(mail || phone, SEL.login.forgotLink, 'forgot-password link') },
  ];
  if (!mail && !phone) return checks;
  return [
    ...checks,
    { scene: guest(FORGET), expect: shownWhen(mail && phone, SEL.forgot.methodSwitch, 'phone/e-mail switch') },
  ];
}

function registerMethodChecks(username: boolean, mobile: boolean): Check[] {
  return [
    { scene: guest(REGISTER), expect: shownWhen(username && mobile, SEL.register.methodToggle, 'method toggle') },
  ];
}
