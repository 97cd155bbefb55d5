/**
 * Issue 26 item 4: two server apps on one PostgreSQL database count every limit together, the way
 * several processes behind a proxy do: the general API limit, a route's own limit (login), the login
 * failure guard, the SMS send limit and the login page's captcha allowance. PostgreSQL only (PGlite
 * serves one process; the same code paths run there in parallel-limits.test.ts and
 * rate-limit-store.test.ts).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOT_CAPTCHA_ID } from '../../src/contracts/boot-html';
import { buildApp } from '../app';
import accountRoutes from '../routes/account/index';
import { call, env, knownCaptcha, makeMember } from '../routes/account/test-support';
import { BOOT_MANIFEST_FILE } from '../routes/site/boot-html';
import { PAGE_CAPTCHAS_PER_MINUTE } from '../routes/site/first-screen-captcha';
import { FAKE_FILES, makeFakeDist } from '../test/fake-dist';
import { buildTestApp, type TestApp, testConfig } from '../test/helper';

const pg = Boolean(process.env.DATABASE_URL);
const LIMIT = 10;

describe.skipIf(!pg)('two apps on one PostgreSQL database share every limit', () => {
  const dist = makeFakeDist({ ...FAKE_FILES, [BOOT_MANIFEST_FILE]: JSON.stringify({ groups: {} }) });
  let first: TestApp;
  let second: FastifyInstance;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    first = await buildTestApp({ RATE_LIMIT_MAX: String(LIMIT), DIST_DIR: dist.dir });
    second = await buildApp(
      testConfig({
        RATE_LIMIT_MAX: String(LIMIT),
        DIST_DIR: dist.dir,
        DATABASE_URL: first.config.databaseUrl ?? '',
        DATABASE_SCHEMA: first.config.databaseSchema ?? '',
      }),
    );
    for (const app of [first.app, second])
      if (!app.hasRoute({ method: 'POST', url: '/wps/session/login' })) await app.register(accountRoutes);
    await Promise.all([first.app.ready(), second.ready()]);
    apps = [first.app, second];
    await makeMember(first.app, 'royal', { username: 'shared1', password: 'secret12', mobile: '88887777' });
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await first.close();
    dist.remove();
  });
  const appFor = (i: number) => apps[i % 2] as FastifyInstance;

  it('the general limit: 16 parallel calls from one address, half to each app, let 10 through', async () => {
    const codes = await Promise.all(
      Array.from(
        { length: 16 },
        async (_, i) =>
          (
            await appFor(i).inject({
              method: 'GET',
              url: '/wps/member/info',
              headers: { host: 'royal.localhost' },
              remoteAddress: '10.90.0.1',
            })
          ).statusCode,
      ),
    );
    expect(codes.filter((c) => c === 401).length).toBe(LIMIT);
    expect(codes.filter((c) => c === 429).length).toBe(16 - LIMIT);
  });

  it("the login route's own limit (30 a minute per address) counts the calls to both apps", async () => {
    const answers = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await call(appFor(i), 'royal', 'login', { body: { type: 'username' }, ip: '10.90.1.1' })).statusCode,
      ),
    );
    expect(answers.filter((c) => c === 429).length).toBe(10);
  });

  it('the login failure guard: 20 parallel wrong passwords across both apps check at most the captcha threshold', async () => {
    const answers = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) =>
          env(
            await call(appFor(i), 'royal', 'login', {
              body: { type: 'username', username: 'shared1', password: `wrong${i}xx` },
              ip: `10.90.2.${i + 1}`,
            }),
          ).code,
      ),
    );
    expect(answers.filter((c) => c === 'login.password.invalid').length).toBeLessThanOrEqual(3);
    expect(answers.filter((c) => c === 'login.captcha.required').length).toBeGreaterThanOrEqual(17);
  });

  it('the SMS limit: 6 parallel sends to one number across both apps issue one code', async () => {
    const sends = Array.from({ length: 6 }, async (_, i) => {
      const humanVerification = await knownCaptcha(first.app, 'royal');
      const body = { mobileNum: '88887777', countryDialingCode: '+855', purpose: 'login', humanVerification };
      return env(await call(appFor(i), 'royal', 'smsSend', { body, ip: `10.90.3.${i + 1}` }));
    });
    const answers = await Promise.all(sends);
    expect(answers.filter((a) => a.success).length).toBe(1);
    const sms = await first.app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE channel = 'sms' AND recipient = '+85588887777'",
    );
    expect(sms[0]?.n).toBe(1);
  });

  it("the login page's captcha allowance is one per address for both apps", async () => {
    const pages = await Promise.all(
      Array.from(
        { length: 30 },
        async (_, i) =>
          (await appFor(i).inject({ method: 'GET', url: '/m/login', headers: { host: 'tiger.localhost' }, remoteAddress: '10.90.4.1' }))
            .body,
      ),
    );
    expect(pages.filter((p) => p.includes(`id="${BOOT_CAPTCHA_ID}"`)).length).toBe(PAGE_CAPTCHAS_PER_MINUTE);
  });
});
