/** Shared steps of the site specs: a player made through the operator API, logged in through the login form or the site's login call. */
import type { Page } from '@playwright/test';
import { axeViolations, violationLines } from '../support/axe';
import type { ServerInfo } from '../support/servers';
import { apiLogin, signIn } from '../support/session';
import { expect } from '../support/fixtures';

export async function opsApi(
  server: ServerInfo,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: { success: boolean; value: unknown } }> {
  const r = await fetch(`http://127.0.0.1:${server.port}/ops/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${server.env.OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

/** The password of the players `newPlayer` makes. */
export const PLAYER_PASSWORD = 'secret123';

/** A fresh player of `brand`, made through the operator API (password PLAYER_PASSWORD); his username. */
export async function newPlayer(server: ServerInfo, brand = 'royal'): Promise<string> {
  const username = `s${Math.random().toString(36).slice(2, 9)}`.replace(/[^a-z0-9]/g, 'x').slice(0, 10);
  const made = await opsApi(server, 'POST', `/tenants/${brand}/members`, { username, password: PLAYER_PASSWORD });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  return username;
}

/** A fresh player of `brand` (through the operator API), logged in through the login form on home in English. */
export async function loggedInPlayer(
  page: Page,
  server: ServerInfo,
  brandUrl: (t: string, p?: string) => string,
  brand = 'royal',
): Promise<string> {
  const username = await newPlayer(server, brand);
  await page.goto(brandUrl(brand, '/m/home?lang=en'));
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  return username;
}

/**
 * A fresh player of `brand` (through the operator API), logged in through the site's login call and
 * signed in on the page before it loads the site (support/session.ts): for tests that are not about
 * logging in. Goes to no page; his username.
 */
export async function signedInPlayer(
  page: Page,
  server: ServerInfo,
  brandUrl: (t: string, p?: string) => string,
  brand = 'royal',
): Promise<string> {
  const username = await newPlayer(server, brand);
  await signIn(page, brandUrl(brand), await apiLogin(server.port, brand, username, PLAYER_PASSWORD));
  return username;
}

/** WCAG 2 A/AA violations of impact serious or critical on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return violationLines(await axeViolations(page));
}
