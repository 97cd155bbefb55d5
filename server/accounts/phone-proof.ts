/**
 * Proof that the player holds a mobile number, for registration, SMS login and set-password-by-phone:
 * this server's SMS code, or (brand setting `login.smsVerification` 'identity') the identity
 * provider's id token of channel 'sms' (spec §3/§7 `firebaseChannel`, `firebaseIdToken`). The token
 * is checked like social sign-in's: signature, issuer, audience = this brand, expiry, the browser's
 * nonce, and its phone number must be the number of the call. Each proof is spent once, inside the
 * call's transaction (`spend`), so a failed call keeps it.
 */

import type { AccountErrorCode } from '../../src/contracts/account/error-codes';
import { e164 } from '../../src/contracts/account/identity-phone';
import type { SmsPurpose } from '../../src/contracts/account/sms';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/api-error';
import type { AccountContext } from './context';
import { featureOff } from './errors';
import { assertIdentityUp } from './identity/availability';
import { sha256 } from './secrets';
import { checkSmsCode, markSmsCodeUsed, mobileKey } from './sms';

export type PhoneProofInput = {
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  /** the server's SMS code */
  code?: string | undefined;
  /** the identity provider's proof (firebaseChannel 'sms') */
  firebase?: { idToken: string; nonce: string | undefined } | undefined;
  /** the code a bad identity token answers (login.identity.invalid for login, else sms.code.invalid) */
  refusal?: AccountErrorCode;
};

export type PhoneProof = { spend: (tx: Queryable) => Promise<void> };

export async function provePhone(ctx: AccountContext, p: PhoneProofInput): Promise<PhoneProof> {
  const { tenant } = ctx.brand;
  if (!p.firebase) {
    const codeId = await checkSmsCode(ctx.db, {
      tenantId: tenant.id,
      mobile: mobileKey(p.countryDialingCode, p.mobileNum),
      purpose: p.purpose,
      code: p.code ?? '',
      now: ctx.now,
    });
    return { spend: (tx) => markSmsCodeUsed(tx, codeId, ctx.now) };
  }
  if (tenant.login.smsVerification !== 'identity')
    throw featureOff('Phone verification through the identity provider (login.smsVerification)');
  await assertIdentityUp(ctx.db, tenant.id);
  const refusal = p.refusal ?? 'sms.code.invalid';
  const phone = await ctx.identity.verifyPhone(p.firebase.idToken, { audience: tenant.id, nonce: p.firebase.nonce, now: ctx.now });
  if (!phone || phone.phoneNumber !== e164(p.countryDialingCode, p.mobileNum)) throw new ApiError(refusal);
  return {
    async spend(tx) {
      const rows = await tx.query(
        'INSERT INTO identity_token_uses (token_hash, tenant_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash',
        [sha256(`sms:${phone.tokenId}`), tenant.id, phone.expiresAt],
      );
      if (rows.length === 0) throw new ApiError(refusal, { message: 'This verification was already used: ask for a new code' });
    },
  };
}
