/** What a player does in the account panels, step by step (used by the per-brand specs). */
import type { Page } from '@playwright/test';
import * as v from 'valibot';
import { type MemberSession, signIn } from '../../support/session';
import { expect } from './fixtures';

export type Port = { port: number };

/** Reads the captcha image shown under `testId` and types its answer. */
export async function solveCaptcha(page: Page, port: number, name = 'captcha'): Promise<void> {
  const img = page.getByTestId(`${name}-image`).locator('img');
  await expect(img).toHaveAttribute('data-captcha-id', /.+/);
  const id = (await img.getAttribute('data-captcha-id')) ?? '';
  const r = await fetch(`http://127.0.0.1:${port}/__e2e/captcha?id=${id}`);
  const { answer } = (await r.json()) as { answer: string | null };
  const field = page.locator(`input[name="${name}"]`);
  await field.fill(answer ?? '');
}

/** Clicks "Send code", solves the human check, waits for the countdown. */
export async function sendCode(page: Page, port: number, purpose: 'register' | 'login' | 'reset'): Promise<void> {
  await page.getByTestId(`send-code-${purpose}`).click();
  await solveCaptcha(page, port, 'humanCheck');
  await page.getByTestId('human-check-confirm').click();
  await expect(page.getByTestId(`send-code-${purpose}`)).toHaveText(/\d+ s/);
}

export function smsCode(body: string): string {
  const m = /(\d{6})/.exec(body);
  if (!m?.[1]) throw new Error(`no code in: ${body}`);
  return m[1];
}

export async function openLogin(page: Page): Promise<void> {
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
}

/**
 * The login-announcement popup (content) opens over home shortly after a sign-in; closed here in the
 * page (not by locator, so the fixture's handler does not race it) before a drawer is opened over it.
 */
export async function closeLoginPopup(page: Page, waitMs = 3000): Promise<void> {
  await page
    .waitForFunction(() => document.querySelector('[data-testid="login-popup-close"]') !== null, undefined, { timeout: waitMs })
    .catch(() => undefined);
  await page.evaluate(() => (document.querySelector('[data-testid="login-popup-close"]') as HTMLButtonElement | null)?.click());
}

export async function logOut(page: Page): Promise<void> {
  await closeLoginPopup(page);
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-item-signOut').click();
  await page.getByTestId('sign-out-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
}

/**
 * Logs in through the login modal. `landsOn`: the page a login goes to by itself (a player in a
 * time-out lands on the responsible-gaming page, whose header has no balance); else the header
 * shows the balance.
 */
export async function loginWithPassword(page: Page, username: string, password: string, landsOn?: RegExp): Promise<void> {
  await openLogin(page);
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(password);
  if (await modal.getByTestId('captcha-image').count()) await solveCaptcha(page, Number(new URL(page.url()).port));
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  if (landsOn) await expect(page).toHaveURL(landsOn);
  else await expect(page.getByTestId('header-balance')).toBeVisible();
}

/**
 * Signs in on the development identity provider's page. Waits for that page first: its "Name"
 * label would otherwise also match the site's "Username" field while the redirect is under way.
 */
export async function devIdpSignIn(page: Page, provider: 'Google' | 'Facebook', name: string, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const E2eMemberSchema = v.object({
  token: v.string(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.boolean(),
  merchantCode: v.string(),
});

/**
 * A new member of `brand` (default royal), made with a session by the accounts server's
 * `POST /__e2e/member`, whose main wallet the operator credited with `amount` minor units (when
 * given), signed in on the page before its first load (support/session.ts): for tests that are not
 * about logging in. Goes to no page; returns the session (`userName`, `token`).
 */
export async function signedInMember(
  page: Page,
  accounts: { url: (brand: string, path?: string) => string; username: (prefix: string) => string },
  server: { port: number; token: string },
  o: { prefix: string; brand?: string; amount?: number; password?: string },
): Promise<MemberSession> {
  const brand = o.brand ?? 'royal';
  const made = await fetch(`http://127.0.0.1:${server.port}/__e2e/member?tenant=${brand}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: accounts.username(o.prefix), password: o.password ?? 'secret12' }),
  });
  expect(made.ok, `a member of ${brand}: HTTP ${made.status}`).toBe(true);
  const member = v.parse(E2eMemberSchema, await made.json());
  if (o.amount !== undefined) {
    const funded = await fetch(`http://127.0.0.1:${server.port}/ops/api/tenants/${brand}/members/${member.userName}/adjust`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: o.amount, reason: 'e2e stake money' }),
    });
    expect(funded.ok).toBe(true);
  }
  const session: MemberSession = { brand, ...member };
  await signIn(page, accounts.url(brand), session);
  return session;
}
