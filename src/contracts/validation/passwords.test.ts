import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../status';
import { fieldErrors } from './field-errors';
import { changePasswordSchema, forgotByEmailSchema, forgotByPhoneSchema } from './passwords';

const password: FieldRule = { enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'password' };
const mobileNum: FieldRule = { enabled: true, required: true, minLength: 8, maxLength: 20, patternId: 'digits' };
const ids = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? {} : Object.fromEntries(Object.entries(fieldErrors(r.issues)).map(([k, e]) => [k, e.id]));
};

describe('change password', () => {
  const schema = changePasswordSchema(password);
  it('accepts a valid change', () => {
    expect(ids(schema, { oldPassword: 'old123', newPassword: 'new123', confirmNewPassword: 'new123' })).toEqual({});
  });
  it('refuses new = old, missing and mismatched confirmations, a weak new password', () => {
    expect(ids(schema, { oldPassword: 'same12', newPassword: 'same12', confirmNewPassword: 'same12' })).toEqual({
      newPassword: 'modify.new.old.same',
    });
    expect(ids(schema, { oldPassword: 'old123', newPassword: 'new123' })).toEqual({ confirmNewPassword: 'in_incorrect_password' });
    expect(ids(schema, { oldPassword: 'old123', newPassword: 'new123', confirmNewPassword: 'new124' })).toEqual({
      confirmNewPassword: 'in_confirmation_correct',
    });
    expect(ids(schema, { oldPassword: '', newPassword: 'abc', confirmNewPassword: 'abc' })).toEqual({
      oldPassword: 'login.password.required',
      newPassword: 'field.too.short',
    });
    expect(ids(schema, { oldPassword: 'old123', newPassword: 'new 123', confirmNewPassword: 'new 123' })).toEqual({
      newPassword: 'pattern.password',
    });
  });
});

describe('forgot password', () => {
  it('by phone: mobile minimum from the register config', () => {
    const schema = forgotByPhoneSchema({ mobileNum, password });
    const good = { mobileNum: '12345678', countryDialingCode: '+855', verificationCode: '123456', newPassword: 'abc123' };
    expect(ids(schema, good)).toEqual({});
    expect(ids(schema, { ...good, mobileNum: '1234567' })).toEqual({ mobileNum: 'in_mobileNum_error' });
    expect(ids(schema, { ...good, verificationCode: 'abc' })).toEqual({ verificationCode: 'code.digits' });
    expect(ids(schema, { ...good, newPassword: '' })).toEqual({ newPassword: 'login.password.required' });
  });
  it('by e-mail: both trimmed', () => {
    expect(v.parse(forgotByEmailSchema, { username: ' bob1 ', email: ' bob@mail.com ' })).toEqual({
      username: 'bob1',
      email: 'bob@mail.com',
    });
    expect(ids(forgotByEmailSchema, { username: 'bob1', email: 'bob@mail' })).toEqual({ email: 'email.format' });
  });
});
