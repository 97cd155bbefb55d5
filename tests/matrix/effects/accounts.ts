/**
 * Login, registration and forgot-password switches (spec §2 "Login", "Registration", "Forgot
 * password", §4 "Registration"; DECISIONS: login footer, forgot-password flags). Guest scenes on
 * the account pages /m/login, /m/register, /m/forget. REG3 off closes registration, so while it
 * is off every other check on /m/register is "not applicable" (scripts/qa/inventory.ts,
 * REGISTRATION_OPEN_RULE), never failed.
 */
import { CONTACT_SERVICE_WINDOW } from './reward-centre';
import { SEL } from './selectors';
import { type Check, type Effect, guest, type Row, type Scene, shownWhen, type Value } from './types';

const LOGIN = guest('/m/login');
const REGISTER = guest('/m/register');
const FORGET = guest('/m/forget');
const HOME = guest('/m/home');
const on = (v: unknown): boolean => v === true;
/** the operator switch `identityService` (scripts/qa/inventory.ts OPS_SWITCHES): up unless set false */
const identityUp = (row: Row): boolean => row.identityService !== false;

type Decl = { id: string; switch: string; spec: string; says: string; checks: (v: Value, row: Row) => Check[] };
const active = (d: Decl): Effect => ({ ...d, status: 'active' });
const at = (scene: Scene, expect: Check['expect']): Check => ({ scene, expect });

export const accountEffects: Effect[] = [
  active({
    switch: 'MOBLOGIN3',
    id: 'MOBLOGIN3.login-tab',
    spec: '§2 Login',
    says: 'mobile-number + SMS-code tab on the login panel only when the mobile-code login flag is on',
    checks: (v) => [at(LOGIN, shownWhen(on(v), SEL.login.mobileTab, 'username/mobile login tabs'))],
  }),
  active({
    switch: 'FACEBOOKLOGIN3',
    id: 'FACEBOOKLOGIN3.buttons',
    spec: '§2 Login, Registration',
    says: 'Facebook button on login and register only when FACEBOOKLOGIN3 is on (and the identity service is up)',
    checks: (v, row) => [LOGIN, REGISTER].map((s) => at(s, shownWhen(on(v) && identityUp(row), SEL.login.facebook, 'Facebook button'))),
  }),
  active({
    switch: 'GOOGLELOGIN3',
    id: 'GOOGLELOGIN3.buttons',
    spec: '§2 Login, Registration',
    says: 'Google button on login and register only when GOOGLELOGIN3 is on (and the identity service is up)',
    checks: (v, row) => [LOGIN, REGISTER].map((s) => at(s, shownWhen(on(v) && identityUp(row), SEL.login.google, 'Google button'))),
  }),
  active({
    switch: 'identityService',
    id: 'identityService.social-buttons',
    spec: '§2 Login (only if the identity service is ready and the flag is on)',
    says: 'social buttons hidden on login and register while the identity service is down, even with their flags on; back when it is up',
    checks: (v, row) =>
      [LOGIN, REGISTER].flatMap((s) => [
        at(s, shownWhen(v !== false && on(row.GOOGLELOGIN3), SEL.login.google, 'Google button')),
        at(s, shownWhen(v !== false && on(row.FACEBOOKLOGIN3), SEL.login.facebook, 'Facebook button')),
      ]),
  }),
  active({
    switch: 'CHNGPASSMAIL3',
    id: 'CHNGPASSMAIL3.forgot',
    spec: '§2 Login, Forgot password; DECISIONS',
    says: 'forgot link on login when CHNGPASSMAIL3 or CHNGPASSVERIF3; e-mail method when on; switch only when both',
    checks: (v, row) => forgotChecks(on(v), on(row.CHNGPASSVERIF3), 'mail'),
  }),
  active({
    switch: 'CHNGPASSVERIF3',
    id: 'CHNGPASSVERIF3.forgot',
    spec: '§2 Login, Forgot password; DECISIONS',
    says: 'forgot link on login when either forgot flag is on; phone method (the default) when on; switch only when both',
    checks: (v, row) => forgotChecks(on(row.CHNGPASSMAIL3), on(v), 'phone'),
  }),
  active({
    switch: 'CBS3',
    id: 'CBS3.login-footer',
    spec: '§2 Login; DECISIONS (login footer)',
    says: 'login footer: home plus live chat when CBS3 is on, otherwise only customer service',
    checks: (v) => [
      at(LOGIN, shownWhen(on(v), SEL.login.footerLiveChat, 'live-chat footer item')),
      at(LOGIN, shownWhen(on(v), SEL.login.footerHome, 'home footer item')),
      at(LOGIN, shownWhen(!on(v), SEL.login.footerCustomerService, 'customer-service-only footer')),
    ],
  }),
  active({
    switch: 'FREEPLAY3',
    id: 'FREEPLAY3.login-trial',
    spec: '§2 Login (guest test-play unless the trial flag is 0)',
    says: 'guest test-play entry in the login menu only when the trial flag is on',
    checks: (v) => [at(LOGIN, shownWhen(on(v), SEL.login.trialPlay, 'trial-play entry'))],
  }),
  active({
    switch: 'CAPTCHA3',
    id: 'CAPTCHA3.login-captcha',
    spec: '§3 module ids; docs/flags.md (captcha always required)',
    says: 'captcha field on the login panel from the start when CAPTCHA3 is on; not before a failure when off',
    checks: (v) => [at(LOGIN, shownWhen(on(v), SEL.login.captcha, 'login captcha field'))],
  }),
  active({
    switch: 'USERNAMEREG3',
    id: 'USERNAMEREG3.register-method',
    spec: '§2 Registration; §4 Registration',
    says: 'username method (the default) when on; the method toggle only when both methods are on',
    checks: (v, row) => registerMethodChecks(on(v), on(row.MOBILENUMREG3)),
  }),
  active({
    switch: 'MOBILENUMREG3',
    id: 'MOBILENUMREG3.register-method',
    spec: '§2 Registration; §4 Registration',
    says: 'mobile method offered when on (the default when username registration is off); toggle only when both',
    checks: (v, row) => registerMethodChecks(on(row.USERNAMEREG3), on(v)),
  }),
  active({
    switch: 'REGMOBVERF3',
    id: 'REGMOBVERF3.register-sms',
    spec: '§2 Registration (SMS verification with username)',
    says: 'SMS code (send-code button) on username registration only when REGMOBVERF3 is on (brands enable the code field)',
    checks: (v, row) =>
      on(row.USERNAMEREG3) ? [at(REGISTER, shownWhen(on(v), SEL.register.smsCode, 'SMS code on username registration'))] : [],
  }),
  active({
    switch: 'MOBILENUMPASSREG3',
    id: 'MOBILENUMPASSREG3.register-password',
    spec: '§2 Registration (password for mobile signup)',
    says: 'password field on mobile-number registration only when MOBILENUMPASSREG3 is on',
    checks: (v, row) => {
      if (!on(row.MOBILENUMREG3)) return [];
      const scene = on(row.USERNAMEREG3) ? { ...REGISTER, tap: SEL.register.mobileTab } : REGISTER;
      return [at(scene, shownWhen(on(v), SEL.register.password, 'password on mobile registration'))];
    },
  }),
  active({
    switch: 'REG3',
    id: 'REG3.register',
    spec: '§4 (a closed feature: message contact_service for 2 s); §2 Header, Login; docs/flags.md (REG3 registration open)',
    says: 'registration open only when REG3 is on: off, /m/register shows the contact-service message and goes to /m/home, and no Register entry (login panel link, home header button)',
    checks: (v) =>
      on(v)
        ? [
            at(REGISTER, { kind: 'present', selector: SEL.register.form, what: 'registration form shown' }),
            at(REGISTER, { kind: 'never', selector: SEL.contactServiceMessage, forMs: 2000, what: 'no contact-service message' }),
            at(LOGIN, shownWhen(true, SEL.login.toRegister, 'register link in the login panel')),
            at(HOME, shownWhen(true, SEL.headerRegister, 'Register button in the home header')),
          ]
        : [
            at(REGISTER, {
              kind: 'transient',
              selector: SEL.contactServiceMessage,
              ...CONTACT_SERVICE_WINDOW,
              what: 'contact-service message shown for about 2 s',
            }),
            at(REGISTER, { kind: 'path', equals: '/m/home', what: 'sent to /m/home' }),
            at(LOGIN, shownWhen(false, SEL.login.toRegister, 'register link in the login panel', SEL.login.panel)),
            at(HOME, shownWhen(false, SEL.headerRegister, 'Register button in the home header', SEL.headerLogin)),
          ],
  }),
];

function forgotChecks(mail: boolean, phone: boolean, of: 'mail' | 'phone'): Check[] {
  const checks: Check[] = [at(LOGIN, shownWhen(mail || phone, SEL.login.forgotLink, 'forgot-password link'))];
  if (!mail && !phone) return checks;
  checks.push(at(FORGET, shownWhen(mail && phone, SEL.forgot.methodSwitch, 'phone/e-mail switch')));
  // the form shown first: phone when phone verification is on, else e-mail
  if (of === 'phone') checks.push(at(FORGET, shownWhen(phone, SEL.forgot.phone, 'phone form first')));
  else checks.push(at(FORGET, shownWhen(mail && !phone, SEL.forgot.email, 'e-mail form first')));
  return checks;
}

function registerMethodChecks(username: boolean, mobile: boolean): Check[] {
  const first = mobile && !username ? 'mobileNum' : 'username';
  return [
    at(REGISTER, shownWhen(username && mobile, SEL.register.methodToggle, 'method toggle')),
    at(REGISTER, { kind: 'present', selector: SEL.register.method(first), what: `registration opens on the ${first} method` }),
  ];
}
