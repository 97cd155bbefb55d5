/** Content e2e support: the server's own announcements and help (the expected data), players, UI login. */
import { expect, type Page } from '@playwright/test';
import type { AnnouncementsValue, HelpEntry } from '../../../src/contracts/content/calls';
import type { ServerInfo } from '../support/servers';

export async function api<T>(server: ServerInfo, brand: string, path: string, query: Record<string, string>): Promise<T> {
  const qs = new URLSearchParams({ ...query, tenant: brand }).toString();
  const res = await fetch(`http://127.0.0.1:${server.port}${path}?${qs}`, { headers: { language: 'EN' } });
  const body = (await res.json()) as { value: T };
  return body.value;
}

export const announcements = (server: ServerInfo, brand: string, types: string, groupName = '') =>
  api<AnnouncementsValue>(server, brand, '/wps/announcements', { types, platform: 'M', ...(groupName ? { groupName } : {}) });
export const help = (server: ServerInfo, brand: string) =>
  api<HelpEntry[]>(server, brand, '/wps/system/helpCenter', { device: 'MOBILE', moduleId: 'COMM3', lang: 'EN' });

/** A player made through the operator API. */
export async function makePlayer(server: ServerInfo, brand: string): Promise<{ username: string; password: string }> {
  const username = `ct${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36).toString(36)}`;
  const password = 'secret123';
  const made = await fetch(`http://127.0.0.1:${server.port}/ops/api/tenants/${brand}/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.env.OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  expect(made.status, await made.clone().text()).toBe(200);
  return { username, password };
}

/** Logs in through the login panel (a brand with CAPTCHA3 on needs it turned off first: this server has no captcha key). */
export async function uiLogin(page: Page, who: { username: string; password: string }): Promise<void> {
  await page.getByTestId('header-login').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByLabel('Username', { exact: true }).fill(who.username);
  await modal.getByLabel('Password', { exact: true }).fill(who.password);
  await modal.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

export async function opsApi(server: ServerInfo, method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${server.port}/ops/api${path}`, {
    method,
    headers: { authorization: `Bearer ${server.env.OPERATOR_TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  const json = (await res.json()) as { value: unknown };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.value;
}
