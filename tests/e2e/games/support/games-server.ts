/**
 * The real server plus one test-only route: POST /__e2e/member {tenant, username, password, type}
 * creates a player (what registration does, without the SMS step the accounts suite covers), and
 * GET /__e2e/captcha?id= (the answer of a captcha image, as a person reads it; tiger always asks).
 * Started per Playwright worker by ./fixtures.ts on a temp data folder.
 */
import { insertMember } from '../../../../server/accounts/members';
import { hashPassword, sha256 } from '../../../../server/accounts/secrets';
import { LIMITS } from '../../../../server/accounts/settings';
import { buildApp } from '../../../../server/app';
import { loadConfig } from '../../../../server/config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  app.post('/__e2e/member', async (request) => {
    const b = request.body as { tenant: string; username: string; password: string; type?: number };
    const tenant = app.tenants.get(b.tenant);
    if (!tenant) throw new Error('no such tenant');
    const m = await insertMember(app.db, {
      tenantId: tenant.id,
      merchantCode: tenant.merchantCode,
      username: b.username,
      passwordHash: await hashPassword(b.password),
      memberType: b.type ?? 0,
      now: new Date(),
    });
    return { id: m.id };
  });
  app.get('/__e2e/captcha', async (request) => {
    const id = String((request.query as { id?: string }).id ?? '');
    const rows = await app.db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE id = $1', [id]);
    const hash = rows[0]?.answer_hash;
    for (let n = 0; hash && n < 10 ** LIMITS.captchaLength; n++) {
      const answer = String(n).padStart(LIMITS.captchaLength, '0');
      if (sha256(`${id}:${answer}`) === hash) return { answer };
    }
    return { answer: null };
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
