/** Console sign-in: password then TOTP, replay refused, lockout, expiry by the clock, sign-out, CSRF, audit rows. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../clock';
import { CONSOLE_AUTH } from './auth/settings';
import { codeAt, stepAt } from './auth/totp';
import { type ConsoleTestApp, consoleTestApp, cookieFrom, freshCode, TEST_STAFF_PASSWORD } from './test-support';

let t: ConsoleTestApp;
const realNow = clock.now;
beforeAll(async () => {
  t = await consoleTestApp({ role: 'administrator' });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  clock.now = realNow;
});

const at = (ms: number) => {
  const base = Date.now();
  clock.now = () => new Date(base + ms);
};

async function passwordStep(username: string, password = TEST_STAFF_PASSWORD) {
  const r = await t.app.inject({ method: 'POST', url: '/console/api/session', payload: { username, password } });
  if (r.statusCode !== 200) return { status: r.statusCode, body: r.json() as { code: string; value: Record<string, unknown> | null } };
  const cookie = cookieFrom(r.headers['set-cookie']);
  const csrf = (r.json() as { value: { csrf: string } }).value.csrf;
  return { status: 200, headers: { cookie, [CONSOLE_AUTH.csrfHeader]: csrf }, body: r.json() as { value: { next: string } } };
}

async function auditActions(username: string): Promise<string[]> {
  const rows = await t.app.db.query<{ action: string }>('SELECT action FROM console_audit WHERE actor = $1 ORDER BY id', [username]);
  return rows.map((r) => r.action);
}

describe('console session', () => {
  it('answers who is signed in, with the permissions of the role and every brand', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/console/api/session', headers: t.headers });
    expect(r.statusCode).toBe(200);
    const value = r.json().value;
    expect(value.staff.role).toBe('administrator');
    expect(value.permissions).toContain('staff.admin');
    expect(value.brands.map((b: { id: string }) => b.id).sort()).toEqual(t.app.tenants.all.map((b) => b.id).sort());
    expect(value.csrf).toBe(t.csrf);
  });

  it('refuses without a cookie (401) and an unknown cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/console/api/session', headers: { cookie: `${CONSOLE_AUTH.cookie}=nope` } })).statusCode,
    ).toBe(401);
  });

  it('a password step alone is not signed in; a TOTP code is used once', async () => {
    // the clock stands still: the replayed code stays within its step however slow the machine is
    const fixed = new Date();
    clock.now = () => fixed;
    const member = await t.signIn({ role: 'cashier', brands: ['royal'] });
    const step = await passwordStep(member.username);
    expect(step.body).toMatchObject({ value: { next: 'second-factor' } });
    const headers = step.headers as Record<string, string>;
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers })).statusCode).toBe(401);
    // signInStaff used the current step's code: the same code again is a replay
    const replay = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/second-factor',
      headers,
      payload: { code: freshCode(member.totpSecret) },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().value).toEqual({ reason: 'code' });
    // the next step's code (within the ±1 window) is fresh
    const next = await t.app.inject({
      method: 'POST',
      url: '/console/api/session/second-factor',
      headers,
      payload: { code: freshCode(member.totpSecret, 1) },
    });
    expect(next.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers })).statusCode).toBe(200);
  });

  it('refuses a code two steps away', async () => {
    const member = await t.signIn({ role: 'support' });
    const step = await passwordStep(member.username);
    const headers = step.headers as Record<string, string>;
    const far = codeAt(member.totpSecret, stepAt(clock.now()) + 2);
    const r = await t.app.inject({ method: 'POST', url: '/console/api/session/second-factor', headers, payload: { code: far } });
    expect(r.statusCode).toBe(400);
  });

  it('locks the account after five failures, even for the right password, until the lock passes', async () => {
    const member = await t.signIn({ role: 'content' });
    for (let i = 0; i < 4; i++) expect((await passwordStep(member.username, 'wrong password here')).status).toBe(401);
    const fifth = await passwordStep(member.username, 'wrong password here');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ value: { reason: 'locked' } });
    expect((await passwordStep(member.username)).status).toBe(429);
    at(CONSOLE_AUTH.lockMs + 1000);
    expect((await passwordStep(member.username)).status).toBe(200);
    const actions = await auditActions(member.username);
    expect(actions.filter((a) => a === 'session.sign-in-failed')).toHaveLength(5);
  });

  it('ends a session idle for 30 minutes, and any session after 12 hours', async () => {
    const idle = await t.signIn({ role: 'readonly' });
    at(CONSOLE_AUTH.idleMs - 60_000);
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers: idle.headers })).statusCode).toBe(200);
    // used a minute before the idle limit: the idle time started again
    at(2 * CONSOLE_AUTH.idleMs - 120_000);
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers: idle.headers })).statusCode).toBe(200);
    at(3 * CONSOLE_AUTH.idleMs);
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers: idle.headers })).statusCode).toBe(401);

    clock.now = realNow;
    const busy = await t.signIn({ role: 'readonly' });
    for (let ms = CONSOLE_AUTH.idleMs / 2; ms < CONSOLE_AUTH.absoluteMs; ms += CONSOLE_AUTH.idleMs / 2) {
      at(ms);
      expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers: busy.headers })).statusCode).toBe(200);
    }
    at(CONSOLE_AUTH.absoluteMs + 1000);
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers: busy.headers })).statusCode).toBe(401);
  });

  it('signs out (a write: the CSRF header is required) and writes sign-in and sign-out to the audit log', async () => {
    const member = await t.signIn({ role: 'cashier' });
    const noCsrf = await t.app.inject({ method: 'DELETE', url: '/console/api/session', headers: { cookie: member.cookie } });
    expect(noCsrf.statusCode).toBe(403);
    const out = await t.app.inject({ method: 'DELETE', url: '/console/api/session', headers: member.headers });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toContain('Max-Age=0');
    expect((await t.app.inject({ method: 'GET', url: '/console/api/session', headers: member.headers })).statusCode).toBe(401);
    expect(await auditActions(member.username)).toEqual(['session.sign-in', 'session.sign-out']);
  });

  it('sets the cookie HttpOnly, SameSite=Strict, on /console', async () => {
    const member = await t.signIn({ role: 'cashier' });
    const r = await t.app.inject({
      method: 'POST',
      url: '/console/api/session',
      payload: { username: member.username, password: TEST_STAFF_PASSWORD },
    });
    const line = String(r.headers['set-cookie']);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/console/);
  });

  it('refuses an unknown username like a wrong password, and records the failure', async () => {
    const r = await passwordStep('nobody-here');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ value: { reason: 'credentials' } });
    expect(await auditActions('nobody-here')).toEqual(['session.sign-in-failed']);
  });

  it('keeps the audit log append-only', async () => {
    await expect(t.app.db.query('UPDATE console_audit SET action = $1', ['x'])).rejects.toThrow(/append-only/);
    await expect(t.app.db.query('DELETE FROM console_audit')).rejects.toThrow(/append-only/);
    await expect(t.app.db.exec('TRUNCATE console_audit')).rejects.toThrow(/append-only/);
  });
});
