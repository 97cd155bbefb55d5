/**
 * The real server (server/app.ts buildApp, same config from the environment) plus one test-only
 * routes: GET /__e2e/captcha?id= (the answer of a captcha image, as a person reads it), POST /__e2e/idp-phone-codes/age?phone= and POST /__e2e/sms-codes/age?tenant=&mobile= (age the identity provider's or the site's codes past the one-a-minute resend limit: a journey goes on without sleeping through the rule) and GET /__e2e/outbox?tenant=&recipient=, that reads the dev outbox the way `npm run ops --
 * outbox` does. Needed because PGlite serves one process: the ops CLI cannot open the database of
 * a running server. Started per Playwright worker by ./fixtures.ts on a temp data folder.
 */

import { captchaTestObserver } from '../../../../server/accounts/captchas';
import { insertMember } from '../../../../server/accounts/members';
import { latestOutbox } from '../../../../server/accounts/outbox';
import { hashPassword } from '../../../../server/accounts/secrets';
import { startSession } from '../../../../server/accounts/sessions';
import { buildApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  app.get('/__e2e/outbox', async (request) => {
    const q = request.query as { tenant?: string; recipient?: string };
    const rows = await latestOutbox(app.db, { tenantId: q.tenant, recipient: q.recipient, limit: 5 });
    return rows.map((r) => ({ channel: r.channel, recipient: r.recipient, subject: r.subject, body: r.body }));
  });
  // the test's eyes on the captcha image: the answer a person reads from it (kept for the last 1,000 images)
  const answers = new Map<string, string>();
  captchaTestObserver.onCreate = (id, answer) => {
    answers.set(id, answer);
    if (answers.size > 1000) answers.delete(answers.keys().next().value ?? '');
  };
  app.get('/__e2e/captcha', async (request) => ({ answer: answers.get(String((request.query as { id?: string }).id ?? '')) ?? null }));
  // a member with given profile fields and a session (fields a page displays, for the injection tests; a
  // signed-in member for tests that are not about logging in): what a login answers, and the brand's merchant code
  app.post('/__e2e/member', async (request) => {
    const b = request.body as { username: string; password: string; nickname?: string };
    const tenant = app.tenants.get(String((request.query as { tenant?: string }).tenant ?? 'royal'));
    if (!tenant) throw new Error('no such tenant');
    const member = await insertMember(app.db, {
      tenantId: tenant.id,
      merchantCode: tenant.merchantCode,
      username: b.username,
      passwordHash: await hashPassword(b.password),
      nickname: b.nickname ?? null,
      now: new Date(),
    });
    return {
      token: await startSession(app.db, member, new Date()),
      userName: member.username,
      type: member.member_type,
      firstTimeLogin: member.last_login_at === null,
      merchantCode: member.merchant_code,
    };
  });
  // the identity provider's one-code-a-minute limit per number: age its codes so a journey can go on without waiting
  app.post('/__e2e/idp-phone-codes/age', async (request) => {
    const phone = String((request.query as { phone?: string }).phone ?? '');
    await app.db.query("UPDATE dev_idp_phone_codes SET created_at = created_at - interval '2 minutes' WHERE phone = $1", [phone]);
    return { aged: phone };
  });
  // the site's own one-code-a-minute limit per number (sms.ts): age a number's codes the same way
  app.post('/__e2e/sms-codes/age', async (request) => {
    const q = request.query as { tenant?: string; mobile?: string };
    await app.db.query("UPDATE sms_codes SET created_at = created_at - interval '2 minutes' WHERE tenant_id = $1 AND mobile = $2", [
      String(q.tenant ?? ''),
      String(q.mobile ?? ''),
    ]);
    return { aged: q.mobile };
  });
  await app.listen({ host: config.host, port: config.port });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
