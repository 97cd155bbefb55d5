/** The agent suite's specs use the one e2e `test` (support/fixtures.ts), which carries the `site` fixture. */
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import type { AgentSite } from './suite';

export { expect, test } from '../../support/fixtures';
export type { AgentSite } from './suite';

/** Logs in on /m/login (the page form) and waits for the session. */
export async function logIn(page: Page, site: AgentSite, username: string, password = 'secret12'): Promise<void> {
  await page.goto(site.url('/m/login'));
  const form = page.getByTestId('login-panel');
  await form.getByLabel('Username', { exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByTestId('login-submit').click();
  await expect(page.getByTestId('page-home')).toBeVisible();
}
