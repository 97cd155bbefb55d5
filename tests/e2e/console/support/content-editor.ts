/**
 * What the console's content specs share: a new content editor (every brand) signed in on a desktop
 * browser context and opened on royal's Content area; text made bold and linked through a rich-text
 * toolbar; a preview pass opened in its new tab; and the typed script those specs check never runs.
 */
import type { Browser, BrowserContext, Dialog, Locator, Page } from '@playwright/test';
import { codeAt, stepAt } from '../../../../server/console/auth/totp';
import { expect, type Ops } from '../../support/fixtures';
import { DESKTOP } from '../cashier-support';

/** A script and an event handler typed into the HTML view: neither may ever run. */
export const PWNED = '<script>window.__pwned = 1</script><img src="/nothing.png" onerror="window.__pwned = 2">';

/** What PWNED would have set had it run (0: it never ran). */
export const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0);

/** A new content editor on every brand (`label` names it), signed in on `page` (enrolment from the page's secret). */
async function signInContentEditor(page: Page, ops: Ops, consoleUrl: string, label: string): Promise<void> {
  const username = `e2e-${label}-${Date.now().toString(36)}`;
  const password = 'Lantern-Meadow-4172';
  await ops.run('staff', 'create', username, '--role', 'content', '--brands', 'all', '--name', `E2E ${label}`, '--password', password);
  await page.goto(consoleUrl);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Six-digit code from your authenticator app').fill(codeAt(secret, stepAt(new Date())));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByTestId('who')).toBeVisible();
}

/**
 * A desktop context (`office`) whose page (`editor`) is a new content editor on royal's Content area;
 * `onDialog` answers the editor's confirm and prompt dialogs.
 */
export async function openRoyalContent(
  browser: Browser,
  ops: Ops,
  port: number,
  label: string,
  onDialog: (dialog: Dialog) => void,
): Promise<{ office: BrowserContext; editor: Page }> {
  const office = await browser.newContext(DESKTOP);
  const editor = await office.newPage();
  editor.on('dialog', onDialog);
  await signInContentEditor(editor, ops, `http://127.0.0.1:${port}/console/`, label);
  await editor.getByTestId('brand-switcher').selectOption('royal');
  await editor.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Content' }).click();
  return { office, editor };
}

/**
 * Types `text` into the rich text `area` (replacing what it held), makes its first `bold` characters
 * bold and its last `link` characters a link through the toolbar (the link's address: the dialog's answer).
 */
export async function boldAndLink(editor: Page, area: Locator, text: string, bold: string, link: string): Promise<void> {
  await area.click();
  await editor.keyboard.press('ControlOrMeta+A');
  await editor.keyboard.type(text);
  await editor.keyboard.press('Home');
  for (let i = 0; i < bold.length; i++) await editor.keyboard.press('Shift+ArrowRight');
  await editor.getByRole('button', { name: 'Bold' }).first().click();
  await area.click();
  await editor.keyboard.press('End');
  for (let i = 0; i < link.length; i++) await editor.keyboard.press('Shift+ArrowLeft');
  await editor.getByRole('button', { name: 'Link', exact: true }).first().click();
}

/** Clicks the editor's preview button (`testId`) and answers the player page it opens, loaded. */
export async function openPreview(office: BrowserContext, editor: Page, testId: string): Promise<Page> {
  const [preview] = await Promise.all([office.waitForEvent('page'), editor.getByTestId(testId).click()]);
  await preview.waitForLoadState();
  return preview;
}

/**
 * The player page shows the kept HTML: `bold` first in bold, the link to `href`; no script or event
 * handler anywhere in `scope` (the rendered HTML unless given) and PWNED never ran on `page`.
 */
export async function expectKeptOnPlayerPage(page: Page, html: Locator, bold: string, href: string, scope: Locator = html): Promise<void> {
  await expect(html.locator('strong, b').first()).toHaveText(bold);
  await expect(html.locator('a')).toHaveAttribute('href', href);
  expect(await scope.evaluate((el) => el.querySelectorAll('script, [onerror]').length)).toBe(0);
  expect(await pwned(page)).toBe(0);
}
