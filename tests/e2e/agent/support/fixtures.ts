/** The agent suite's specs use the one e2e `test` (support/fixtures.ts), which carries the `site` fixture. */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { apiLogin, signIn } from '../../support/session';
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

/**
 * Logs in through the site's login call and signs the page (or context) in from its next load of
 * royal (support/session.ts): for tests that are not about the login form. Goes to no page.
 */
export async function signInAs(target: Page | BrowserContext, site: AgentSite, username: string, password = 'secret12'): Promise<void> {
  await signIn(target, site.url('/'), await apiLogin(site.port, 'royal', username, password));
}
