import { ACCOUNT_ERROR_CODES } from '@contracts/account/error-codes';
import { VALIDATION_MESSAGE_IDS } from '@contracts/validation/messages';
import type { Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages';
import { messages as km } from '../../../locales/km/messages';
import { messages as zh } from '../../../locales/zh/messages';
import { ACCOUNT_ERROR_TEXT } from './error-text';
import { VALIDATION_TEXT } from './validation';

const CATALOGS: Record<string, Messages> = { en, km, zh };
const SPEC_IDS = [
  'in_incorrect_password',
  'in_confirmation_correct',
  'in_vwrite_code',
  'in_mobileNum_error',
  'invitation_code_error',
  'in_sms_sending',
  'in_sms_send',
  'logout_confirm',
  'logged_out',
  'not_logged_in',
  'login.locked.minutes',
  'ip_blocked',
  'ip_blocked.minutes',
  'rate_limited_in',
  'signed_in_elsewhere',
];

describe('account messages in every catalog', () => {
  it('has every validation message id of src/contracts/validation in km, zh and en', () => {
    expect(VALIDATION_MESSAGE_IDS.length).toBeGreaterThan(30);
    for (const [lang, catalog] of Object.entries(CATALOGS)) {
      const missing = VALIDATION_MESSAGE_IDS.filter((id) => !catalog[id]);
      expect(missing, lang).toEqual([]);
      for (const id of VALIDATION_MESSAGE_IDS) expect(VALIDATION_TEXT[id].id).toBe(id);
    }
  });

  it('has a message for every account error code, and the spec ids, in km, zh and en', () => {
    const ids = [...ACCOUNT_ERROR_CODES.map((c) => ACCOUNT_ERROR_TEXT[c].id), ...SPEC_IDS];
    for (const [lang, catalog] of Object.entries(CATALOGS)) {
      expect(
        ids.filter((id) => !catalog[id]),
        lang,
      ).toEqual([]);
    }
  });

  it('translates rather than copies English (Khmer and Chinese script)', () => {
    expect(JSON.stringify(km.in_incorrect_password)).toMatch(/[\u1780-\u17FF]/);
    expect(JSON.stringify(zh.in_incorrect_password)).toMatch(/[\u4e00-\u9fff]/);
    expect(JSON.stringify(km.ip_blocked)).toMatch(/[\u1780-\u17FF]/);
    expect(JSON.stringify(zh['login.locked.minutes'])).toMatch(/[\u4e00-\u9fff]/);
  });
});
