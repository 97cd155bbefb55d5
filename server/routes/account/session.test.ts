import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../rg/test/play';
import type { TestApp } from '../../test/helper';
import { accountTestApp, call, count, env, knownCaptcha, makeMember } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await accountTestApp();
  await makeMember(t.app, 'royal', { username: 'alice1', password: 'secret12' });
  await makeMember(t.app, 'royal', { username: 'agent1', password: 'secret12', kind: 'agent', type: 1 });
  await makeMember(t.app, 'royal', { username: 'staff1', password: 'secret12', kind: 'staff', type: 0 });
  await makeMember(t.app, 'royal', { username: 'boss1', password: 'secret12', type: 1 });
});
afterAll(() => t.close());

const login = (body: unknown, ip = '10.0.0.1', brand = 'royal') => call(t.app, brand, 'login', { body, ip });

describe('POST /wps/session/login (username)', () => {
  it('logs in and returns token, userName, type, firstTimeLogin', async () => {
    const res = await login({ type: 'username', username: 'alice1', password: 'secret12' });
    expect(res.statusCode).toBe(200);
    const e = env(res);
    expect(e).toMatchObject({ success: true, code: 'ok', value: { userName: 'alice1', type: 0, firstTimeLogin: true } });
    expect(String(e.value?.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = env(await login({ type: 'username', username: 'ALICE1', password: 'secret12' }));
    expect(again.value?.firstTimeLogin).toBe(false);
  });

  it("logs in a name longer than this brand's registration rule (4-10): login checks no brand rule", async () => {
    await makeMember(t.app, 'royal', { username: 'longplayername2026', password: 'secret12' });
    const e = env(await login({ type: 'username', username: 'longplayername2026', password: 'secret12' }, '10.0.9.1'));
    expect(e).toMatchObject({ success: true, value: { userName: 'longplayername2026' } });
  });

  it('answers each kind of bad input with its code', async () => {
    const cases: [unknown, string][] = [
      [{ type: 'username', username: 'alice1' }, 'request.invalid'],
      [{ type: 'username', username: 'alice1', password: 42 }, 'request.invalid'],
      [{ type: 'username', username: 'x'.repeat(65), password: 'a' }, 'request.invalid'],
      [{ type: 'magic' }, 'request.invalid'],
      [{ type: 'username', username: 'alice1', password: 'wrong1' }, 'login.password.invalid'],
      [{ type: 'username', username: 'nobody9', password: 'secret12' }, 'login.password.invalid'],
    ];
    for (const [body, code] of cases) {
      const res = await login(body, '10.0.0.2');
      expect(env(res).code, JSON.stringify(body)).toBe(code);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses a body that does not decrypt, or has no encryption header', async () => {
    const sessions = await count(t.app, 'sessions');
    const other = await call(t.app, 'royal', 'login', {
      body: { type: 'username', username: 'alice1', password: 'secret12' },
      encrypt: 'tiger-demo-payload-key-change-me',
    });
    expect([other.statusCode, env(other).code]).toEqual([400, 'request.decrypt.failed']);
    const garbage = await call(t.app, 'royal', 'login', { body: { data: 'not-a-ciphertext' }, encrypt: false });
    expect(env(garbage).code).toBe('request.decrypt.failed');
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host: 'royal.localhost' },
      payload: { type: 'username' },
    });
    expect(env(plain)).toMatchObject({ code: 'request.decrypt.failed' });
    expect(env(plain).message).toContain('Encryption: AES');
    expect(await count(t.app, 'sessions')).toBe(sessions);
  });

  it('refuses agent-only and staff accounts; agents with player rights log in', async () => {
    expect(env(await login({ type: 'username', username: 'agent1', password: 'secret12' })).code).toBe('login.agent.only');
    expect(env(await login({ type: 'username', username: 'staff1', password: 'secret12' })).code).toBe('login.nonmember');
    expect(env(await login({ type: 'username', username: 'boss1', password: 'secret12' })).value?.type).toBe(1);
  });
});

describe('brute force', () => {
  it('asks for a captcha after the brand threshold, then locks the account', async () => {
    await makeMember(t.app, 'royal', { username: 'bob123', password: 'secret12' });
    const ip = '10.1.0.1';
    const bad = { type: 'username', username: 'bob123', password: 'nope12' };
    const r1 = env(await login(bad, ip));
    expect(r1.code).toBe('login.password.invalid');
    expect(r1.value).toBeNull();
    await login(bad, ip);
    const r3 = env(await login(bad, ip)); // the third failure (royal: captchaAfterFailures 3)
    expect(r3.value).toEqual({ captcha: true });
    const noCaptcha = env(await login({ ...bad, password: 'secret12' }, ip));
    expect(noCaptcha).toMatchObject({ code: 'login.captcha.required', value: { captcha: true } });
    const wrongCaptcha = env(
      await login({ ...bad, password: 'secret12', ...(await knownCaptcha(t.app, 'royal', '1111')), captcha: '2222' }, ip),
    );
    expect(wrongCaptcha.code).toBe('login.captcha.invalid');
    const good = env(await login({ ...bad, password: 'secret12', ...(await knownCaptcha(t.app, 'royal')) }, ip));
    expect(good.success).toBe(true);
    // ten more failures (each with a fresh captcha) lock the account, even for the right password
    let last = r1;
    for (let i = 0; i < 10; i++) last = env(await login({ ...bad, ...(await knownCaptcha(t.app, 'royal')) }, `10.1.1.${i}`));
    expect(last.code).toBe('login.locked');
    expect(Number(last.value?.retryAfterSeconds)).toBeGreaterThan(60);
    const locked = env(await login({ ...bad, password: 'secret12', ...(await knownCaptcha(t.app, 'royal')) }, '10.1.2.1'));
    expect(locked.code).toBe('login.locked');
    expect(locked.message).toMatch(/try again in \d+ minute/);
  });

  it('counts failures per address too', async () => {
    const ip = '10.2.0.1';
    for (const name of ['nobody1', 'nobody2', 'nobody3']) await login({ type: 'username', username: name, password: 'x12345' }, ip);
    expect(env(await login({ type: 'username', username: 'alice1', password: 'secret12' }, ip)).code).toBe('login.captcha.required');
  });
});

describe('sessions', () => {
  it('a newer login logs the older token out; tokens are bound to their brand; logout ends it', async () => {
    const first = String(env(await login({ type: 'username', username: 'alice1', password: 'secret12' }, '10.3.0.1')).value?.token);
    expect(env(await call(t.app, 'royal', 'memberInfo', { token: first })).value).toMatchObject({ account: 'alice1', trial: false });
    const second = String(env(await login({ type: 'username', username: 'alice1', password: 'secret12' }, '10.3.0.1')).value?.token);
    const old = await call(t.app, 'royal', 'memberInfo', { token: first });
    expect([old.statusCode, env(old).code]).toEqual([401, 'session.logged.out']);
    // it says why: signed in elsewhere, on every call of that token
    expect(env(old).value).toEqual({ reason: 'elsewhere' });
    expect(env(old).message).toMatch(/another device/);
    expect(env(await call(t.app, 'royal', 'rankProgress', { token: first }))).toMatchObject({
      code: 'session.logged.out',
      value: { reason: 'elsewhere' },
    });
    expect(env(await call(t.app, 'tiger', 'memberInfo', { token: second })).code).toBe('session.not.logged.in');
    expect(env(await call(t.app, 'royal', 'memberInfo', { token: 'made-up-token' })).code).toBe('session.not.logged.in');
    expect(env(await call(t.app, 'royal', 'memberInfo')).code).toBe('session.not.logged.in');
    expect(env(await call(t.app, 'royal', 'logout', { token: second })).success).toBe(true);
    expect(env(await call(t.app, 'royal', 'memberInfo', { token: second })).code).toBe('session.not.logged.in');
  });

  it('an expired session is refused', async () => {
    const token = String(env(await login({ type: 'username', username: 'boss1', password: 'secret12' }, '10.3.0.2')).value?.token);
    await t.app.db.query("UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE revoked_at IS NULL");
    const res = env(await call(t.app, 'royal', 'memberInfo', { token }));
    expect(res).toMatchObject({ code: 'session.not.logged.in', message: expect.stringContaining('expired') });
  });

  it('rank progress: the first rank of the brand without activity, progress from the ledger with it', async () => {
    const token = String(env(await login({ type: 'username', username: 'alice1', password: 'secret12' }, '10.3.0.3')).value?.token);
    const none = env(await call(t.app, 'royal', 'rankProgress', { token }));
    expect(none.value).toEqual({
      playerRankProgress: { labelId: 'VIP0', nextLabelId: 'VIP1' },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 200 },
    });
    const id = (await t.app.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'alice1'"))[0]?.id ?? 0;
    // royal VIP1: deposits 100.00, turnover 500.00 (tenants/royal.json); a 50.00 deposit is half of one condition
    await post(t.app.db, 'royal', id, 'DEPOSIT', 5_000, new Date());
    const some = env(await call(t.app, 'royal', 'rankProgress', { token }));
    expect(some.value).toEqual({
      playerRankProgress: { labelId: 'VIP0', nextLabelId: 'VIP1' },
      currentProgress: { completedConditions: 50, totalExpectedConditions: 200 },
    });
  });
});

describe('trial play', () => {
  it('creates a trial user under the trial merchant and logs it in', async () => {
    const created = env(await call(t.app, 'royal', 'trialUser'));
    expect(created.value).toMatchObject({ merchantCode: 'ROYAL01_TRIAL', userName: expect.stringMatching(/^TRIAL/) });
    const play = env(await call(t.app, 'royal', 'freePlayLogin', { body: { userName: created.value?.userName } }));
    expect(play.value).toMatchObject({ userName: created.value?.userName, customerType: 0, merchantCode: 'ROYAL01_TRIAL' });
    const token = String(play.value?.token);
    expect(env(await call(t.app, 'royal', 'memberInfo', { token })).value).toMatchObject({ trial: true });
    const change = env(
      await call(t.app, 'royal', 'changePassword', {
        token,
        body: { oldPassword: 'a', newPassword: 'abc123', confirmNewPassword: 'abc123' },
      }),
    );
    expect(change.code).toBe('trial.only');
    expect(env(await call(t.app, 'royal', 'freePlayLogin', { body: { userName: 'TRIALNOPE1234' } })).code).toBe('member.not.found');
  });

  it('is refused when FREEPLAY3 is off', async () => {
    const before = await count(t.app, 'members');
    await t.app.db.query("INSERT INTO tenant_overrides (tenant_id, flag_key, enabled) VALUES ('royal', 'FREEPLAY3', false)");
    expect(env(await call(t.app, 'royal', 'trialUser')).code).toBe('feature.disabled');
    expect(await count(t.app, 'members')).toBe(before);
    await t.app.db.query("DELETE FROM tenant_overrides WHERE tenant_id = 'royal'");
  });
});
