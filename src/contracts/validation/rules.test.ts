import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from './field-errors';
import { decodeMessage, msg, VALIDATION_MESSAGE_IDS, VALIDATION_MESSAGE_TEXT } from './messages';
import {
  captchaRule,
  forgotEmailRule,
  loginCaptchaRule,
  loginPasswordRule,
  loginUsernameRule,
  mobileNumRule,
  usernameRule,
  verificationCodeRule,
} from './rules';

const first = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? null : decodeMessage(r.issues[0]?.message ?? '').id;
};

describe('single-field rules (spec §5)', () => {
  it('username: 4-10 letters and digits starting with a letter', () => {
    for (const ok of ['abcd', 'a123', 'Abcdefghij', ' user1 ']) expect(first(usernameRule, ok)).toBeNull();
    for (const bad of ['abc', 'abcdefghijk', '1abc', 'ab_cd', 'abč1']) expect(first(usernameRule, bad)).toBe('username.hint');
    expect(first(usernameRule, '')).toBe('login.username.required');
    expect(first(usernameRule, 42)).toBe('field.type');
  });

  it('login fields are required and bounded', () => {
    expect(first(loginUsernameRule, '  ')).toBe('login.username.required');
    expect(first(loginPasswordRule, '')).toBe('login.password.required');
    expect(first(loginPasswordRule, 'x'.repeat(65))).toBe('field.too.long');
  });

  it('verification code: digits, at most 10', () => {
    expect(first(verificationCodeRule, '123456')).toBeNull();
    expect(first(verificationCodeRule, '12345678901')).toBe('code.digits');
    expect(first(verificationCodeRule, '12a4')).toBe('code.digits');
    expect(first(verificationCodeRule, '')).toBe('code.required');
  });

  it('captcha: registration digits max 6, login 1-16', () => {
    expect(first(captchaRule, '123456')).toBeNull();
    expect(first(captchaRule, '1234567')).toBe('captcha.digits');
    expect(first(captchaRule, '')).toBe('in_vwrite_code');
    expect(first(loginCaptchaRule, 'x'.repeat(16))).toBeNull();
    expect(first(loginCaptchaRule, 'x'.repeat(17))).toBe('captcha.length');
  });

  it('mobile number: digits, min from config, max 20', () => {
    const rule = mobileNumRule(8);
    expect(first(rule, '12345678')).toBeNull();
    expect(first(rule, '1234567')).toBe('in_mobileNum_error');
    expect(first(rule, '1'.repeat(21))).toBe('in_mobileNum_error');
    expect(first(rule, '12-345678')).toBe('in_mobileNum_error');
    expect(first(rule, '')).toBe('mobile.required');
  });

  it('forgot-password e-mail: the spec pattern, trimmed, max 255', () => {
    for (const ok of ['a@b.co', 'first.last@mail.com.kh', ' x_y+z@host.com.kh ']) {
      expect(first(forgotEmailRule, ok)).toBeNull();
    }
    for (const bad of ['a@b', 'a@b.c', 'a@b.comm', 'a@b.co.uk.org.kh', 'a..b@c.com', '@b.com', 'a b@c.com', 'me@mail.example.com']) {
      expect(first(forgotEmailRule, bad)).toBe('email.format');
    }
    expect(first(forgotEmailRule, `${'a'.repeat(250)}@b.com`)).toBe('email.format');
    expect(first(forgotEmailRule, '')).toBe('email.required');
    expect(v.parse(forgotEmailRule, '  a@b.co ')).toBe('a@b.co');
  });
});

describe('messages', () => {
  it('every id has English text and encodes/decodes its params', () => {
    for (const id of VALIDATION_MESSAGE_IDS) expect(VALIDATION_MESSAGE_TEXT[id]).toBeTruthy();
    expect(decodeMessage(msg('field.too.short', { min: 4, max: 10 }))).toEqual({
      id: 'field.too.short',
      params: { min: 4, max: 10 },
    });
    expect(decodeMessage('Some raw text').id).toBe('field.type');
    expect(decodeMessage('field.too.short|{bad json').params).toEqual({});
  });

  it('validate() answers one decoded message per field', () => {
    const schema = v.object({ a: usernameRule, b: verificationCodeRule });
    const r = validate(schema, { a: '1x', b: '' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, e.id]))).toEqual({ a: 'username.hint', b: 'code.required' });
  });
});
