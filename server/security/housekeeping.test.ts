/** Finding 9: stores that grow with traffic are bounded; rows that stopped mattering are deleted. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../accounts/housekeeping';
import { accountTestApp, call, count, env, knownCaptcha, makeMember } from '../routes/account/test-support';
import type { TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
});
afterAll(() => t.close());

describe('housekeeping', () => {
  it('deletes expired captchas, old failures, old SMS codes, used tokens and long-expired sessions, and keeps live ones', async () => {
    for (let i = 0; i < 5; i++) await call(t.app, 'royal', 'captcha', { ip: `10.50.0.${i}` });
    const live = await knownCaptcha(t.app, 'royal');
    await t.app.db.query("UPDATE captchas SET expires_at = now() - interval '1 second' WHERE id <> $1", [live.captchaId]);
    await t.app.db.query(
      "INSERT INTO login_failures (tenant_id, account_key, address, created_at) VALUES ('royal', 'u:x', '1.1.1.1', now() - interval '1 hour'), ('royal', 'u:x', '1.1.1.1', now())",
    );
    await t.app.db.query(
      "INSERT INTO identity_token_uses (token_hash, tenant_id, expires_at) VALUES ('a', 'royal', now() - interval '1 minute'), ('b', 'royal', now() + interval '5 minutes')",
    );
    const member = await makeMember(t.app, 'royal', { username: 'keeper1', password: 'secret12' });
    await t.app.db.query(
      "INSERT INTO sessions (token_hash, member_id, tenant_id, merchant_code, created_at, expires_at) VALUES ('old', $1, 'royal', 'x', now() - interval '30 days', now() - interval '2 days'), ('new', $1, 'royal', 'x', now(), now() + interval '1 day')",
      [member.id],
    );
    const removed = await purgeExpired(t.app.db, new Date());
    expect(removed).toMatchObject({ captchas: 5, login_failures: 1, identity_token_uses: 1, sessions: 1 });
    expect(await count(t.app, 'captchas')).toBe(1);
    expect(await count(t.app, 'login_failures')).toBe(1);
    expect(await count(t.app, 'identity_token_uses')).toBe(1);
    expect(await count(t.app, 'sessions')).toBe(1);
    // the live captcha still works
    const sms = env(
      await call(t.app, 'royal', 'smsSend', {
        body: { mobileNum: '12121212', countryDialingCode: '+855', purpose: 'login', humanVerification: live },
        ip: '10.50.1.1',
      }),
    );
    expect(sms.success).toBe(true);
  });
});
