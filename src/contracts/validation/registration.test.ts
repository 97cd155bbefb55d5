import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loadTenants } from '../../../tenants/load';
import type { RegisterConfig } from '../status';
import { fieldErrors } from './field-errors';
import { defaultRegisterMethod, type RegisterFlags, registerMethods, registrationPlan, registrationSchema } from './registration';

const tenants = loadTenants();
const royal = tenants.find((t) => t.id === 'royal');
if (!royal) throw new Error('royal tenant missing');
const config: RegisterConfig = royal.register;
const flags = (over: Partial<RegisterFlags> = {}): RegisterFlags => ({
  USERNAMEREG3: true,
  MOBILENUMREG3: true,
  REGMOBVERF3: false,
  MOBILENUMPASSREG3: true,
  CAPTCHA3: false,
  ...over,
});
const now = new Date(Date.UTC(2026, 5, 1));

function errorsOf(plan: ReturnType<typeof registrationPlan>, input: Record<string, unknown>, age = 18) {
  const r = v.safeParse(registrationSchema(plan, { age, now }), input);
  return r.success ? {} : Object.fromEntries(Object.entries(fieldErrors(r.issues)).map(([k, e]) => [k, e.id]));
}

const good = { username: 'player1', password: 'secret12', confirmPassword: 'secret12', terms: true };

describe('registration plan from the brand config', () => {
  it('offers the methods the flags turn on, default per spec', () => {
    expect(registerMethods(flags())).toEqual(['username', 'mobileNum']);
    expect(defaultRegisterMethod(flags({ USERNAMEREG3: false }))).toBe('mobileNum');
    expect(defaultRegisterMethod(flags())).toBe('username');
  });

  it('username method: username and password forced required, disabled fields hidden', () => {
    const plan = registrationPlan(config, flags(), 'username');
    const names = plan.fields.map((f) => f.field);
    expect(names).toContain('username');
    expect(names).not.toContain('qqNum');
    expect(names).not.toContain('verificationCode');
    expect(plan.fields.find((f) => f.field === 'username')?.rule.required).toBe(true);
    expect(plan.confirmPassword).toBe(true);
  });

  it('a mobile sign-up leads with the mobile number and its code; a username sign-up with username', () => {
    const mobile = registrationPlan(config, flags({ REGMOBVERF3: true }), 'mobileNum').fields.map((f) => f.field);
    expect(mobile.slice(0, 3)).toEqual(['mobileNum', 'verificationCode', 'password']);
    const user = registrationPlan(config, flags({ REGMOBVERF3: true }), 'username').fields.map((f) => f.field);
    expect(user.slice(0, 2)).toEqual(['username', 'password']);
    expect(user.indexOf('verificationCode')).toBe(user.indexOf('mobileNum') + 1);
  });

  it('mobile method: no username; password only with MOBILENUMPASSREG3; code with REGMOBVERF3', () => {
    const a = registrationPlan(config, flags({ MOBILENUMPASSREG3: false, REGMOBVERF3: true }), 'mobileNum');
    const names = a.fields.map((f) => f.field);
    expect(names).not.toContain('username');
    expect(names).not.toContain('password');
    expect(names).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(a.confirmPassword).toBe(false);
    expect(a.countryDialingCode).toBe(true);
  });
});

describe('registration schema', () => {
  const plan = registrationPlan(config, flags(), 'username');

  it('accepts a good payload; empty optional fields pass', () => {
    expect(errorsOf(plan, { ...good, email: '', nickname: '' })).toEqual({});
  });

  it('names each failure with a stable id', () => {
    expect(errorsOf(plan, { ...good, username: '' })).toEqual({ username: 'login.username.required' });
    expect(errorsOf(plan, { ...good, username: 'abc' })).toEqual({ username: 'field.too.short' });
    expect(errorsOf(plan, { ...good, username: '1abcd' })).toEqual({ username: 'pattern.username' });
    expect(errorsOf(plan, { ...good, password: 'x'.repeat(21), confirmPassword: 'x'.repeat(21) })).toEqual({ password: 'field.too.long' });
    expect(errorsOf(plan, { ...good, confirmPassword: '' })).toEqual({ confirmPassword: 'in_incorrect_password' });
    expect(errorsOf(plan, { ...good, confirmPassword: 'other12' })).toEqual({ confirmPassword: 'in_confirmation_correct' });
    expect(errorsOf(plan, { ...good, terms: false })).toEqual({ terms: 'terms.required' });
    expect(errorsOf(plan, { ...good, email: 'a@b' })).toEqual({ email: 'field.too.short' });
    expect(errorsOf(plan, { ...good, email: 'bad@mail' })).toEqual({ email: 'pattern.email' });
    expect(errorsOf(plan, { ...good, nickname: 7 })).toEqual({ nickname: 'field.type' });
  });

  it('carries min and max in pattern and length messages', () => {
    const r = v.safeParse(registrationSchema(plan), { ...good, username: 'ab' });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.issues).username?.params).toEqual({ min: 4, max: 10 });
  });

  it('birthday from 1900 to the end of this year, and at least the brand age', () => {
    expect(errorsOf(plan, { ...good, birthday: '1899-12-31' })).toEqual({ birthday: 'birthday.range' });
    expect(errorsOf(plan, { ...good, birthday: '2027-01-01' })).toEqual({ birthday: 'birthday.range' });
    expect(errorsOf(plan, { ...good, birthday: '2001-02-30' })).toEqual({ birthday: 'birthday.range' });
    expect(errorsOf(plan, { ...good, birthday: '2008-06-02' })).toEqual({ birthday: 'age.minimum' });
    expect(errorsOf(plan, { ...good, birthday: '2008-06-01' })).toEqual({});
    expect(errorsOf(plan, { ...good, birthday: '2006-01-01' }, 21)).toEqual({ birthday: 'age.minimum' });
  });

  it('captcha required when CAPTCHA3 is on; SMS code when REGMOBVERF3 is on', () => {
    const p = registrationPlan(config, flags({ CAPTCHA3: true, REGMOBVERF3: true }), 'username');
    expect(errorsOf(p, { ...good, mobileNum: '12345678', countryDialingCode: '+855', verificationCode: '123456' })).toEqual({
      captcha: 'in_vwrite_code',
    });
    expect(errorsOf(p, { ...good, captcha: '1234', captchaId: 'abcdefgh12', countryDialingCode: '+855' })).toEqual({
      mobileNum: 'mobile.required',
      verificationCode: 'code.required',
    });
  });

  it('drops fields the brand does not enable', () => {
    const r = v.parse(registrationSchema(plan), { ...good, qqNum: '12345', wechat: 'x' });
    expect('qqNum' in r).toBe(false);
  });
});
