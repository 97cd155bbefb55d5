/** Shared steps of the site specs: a player made through the operator API, logged in through the UI. */
import type { Page } from '@playwright/test';
import type { ServerInfo } from '../support/servers';
import { expect } from '../support/fixtures';

export async function opsApi(server: ServerInfo, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: { success: boolean; value: unknown } }> {
  const r = await fetch(`http://127.0.0.1:${server.port}/ops/api${path}`, {
    method,
    headers: { authorization: `Bearer ${server.env.OPERATOR_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: r.status, json: await r.json() };
}

/** A fresh player of `brand` (through the operator API), logged in on the site in English. */
export async function loggedInPlayer(page: Page, server: ServerInfo, brandUrl: (t: string, p?: string) => string, brand = 'royal'): Promise<string> {
  const username = `s${Math.random().toString(36).slice(2, 9)}`.replace(/[^a-z0-9]/g, 'x').slice(0, 10);
  const made = await opsApi(server, 'POST', `/tenants/${brand}/members`, { username, password: 'secret123' });
  expect(made.status, JSON.stringify(made.json)).toBe(200);
  await page.goto(brandUrl(brand, '/m/home?lang=en'));
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(username);
  await modal.getByLabel('Password', { exact: true }).fill('secret123');
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  return username;
}
