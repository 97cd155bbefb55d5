import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from './calls';
import { ACCOUNT_ERROR_CODES, ACCOUNT_ERRORS } from './error-codes';
import { avatarInitial, isAgentType, RankProgressResponseSchema, vipProgress } from './member';
import { LoginRequestSchema } from './session';
import { SmsSendRequestSchema } from './sms';

const progress = (labelId: string | null, done: number, total: number) => ({
  playerRankProgress: { labelId, nextLabelId: null },
  currentProgress: { completedConditions: done, totalExpectedConditions: total },
});

describe('account contracts', () => {
  it('vipProgress per spec §3', () => {
    expect(vipProgress(progress('VIP1', 1, 4))).toBe(0.25);
    expect(vipProgress(progress(null, 0, 4))).toBe(1);
    expect(vipProgress(progress('VIP9', 0, 0))).toBe(1);
    expect(vipProgress(null)).toBe(1);
    expect(v.is(RankProgressResponseSchema, { success: true, code: 'ok', message: '', value: progress(null, 0, 2) })).toBe(true);
  });

  it('member types and avatar initial', () => {
    expect([0, 4, 40].map(isAgentType)).toEqual([false, false, false]);
    expect(isAgentType(1)).toBe(true);
    expect(avatarInitial({ nickname: 'zed', account: 'bob1' })).toBe('Z');
    expect(avatarInitial({ nickname: null, account: 'bob1' })).toBe('B');
  });

  it('login request is a variant by type', () => {
    expect(v.is(LoginRequestSchema, { type: 'username', username: 'bob1', password: 'x' })).toBe(true);
    expect(v.is(LoginRequestSchema, { type: 'sms', mobileNum: '1234', countryDialingCode: '+855', verificationCode: '12' })).toBe(true);
    expect(v.is(LoginRequestSchema, { type: 'magic' })).toBe(false);
  });

  it('SMS send accepts mobileNum or mobileNo', () => {
    const base = { countryDialingCode: '+855', purpose: 'register', humanVerification: { captchaId: 'abcdefgh', captcha: '1234' } };
    expect(v.parse(SmsSendRequestSchema, { ...base, mobileNo: '12345678' }).mobileNum).toBe('12345678');
    expect(v.is(SmsSendRequestSchema, base)).toBe(false);
  });

  it('paths are unique and every error code has a message and a 4xx/5xx status', () => {
    const keys = Object.values(ACCOUNT_CALLS).map((c) => `${c.method} ${c.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const code of ACCOUNT_ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(\.[a-z]+)+$/);
      expect(ACCOUNT_ERRORS[code].status).toBeGreaterThanOrEqual(400);
    }
  });
});
