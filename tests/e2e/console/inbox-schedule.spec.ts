/**
 * A scheduled inbox message in the console, in a real browser: a support agent schedules a message
 * to a player for tomorrow in two languages, opens it from the list to change its English text and
 * time, edits it again with the time field emptied (its label and the result: the message keeps its
 * time), then cancels it after a confirmation; the list marks it cancelled, the audit log holds the
 * change and the cancel, the player's inbox never shows it. axe clean while editing and confirming.
 */
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signedInPlayer, signInNewStaff } from './cashier-support';

/** A `datetime-local` value (local time, to the minute) `hours` from now. */
function localIn(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

test('a support agent schedules an inbox message, changes it, cancels it; the player never sees it', async ({
  browser,
  page,
  brandUrl,
  server,
  ops,
}) => {
  test.setTimeout(180_000);
  const username = await signedInPlayer(page, server.port, server.env.OPERATOR_TOKEN, brandUrl);
  const office = await browser.newContext(DESKTOP);
  const agent = await office.newPage();
  const consoleUrl = `http://127.0.0.1:${server.port}/console/`;
  const staff = await signInNewStaff(agent, ops, consoleUrl, 'administrator');
  await agent.getByTestId('brand-switcher').selectOption('royal');
  await agent.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Support' }).click();
  await agent.getByRole('link', { name: 'Inbox message', exact: true }).click();

  await agent.getByTestId('inbox-username').fill(username);
  await expect(agent.getByTestId('inbox-lang-km')).toBeVisible(); // the brand's languages are loaded
  await agent.getByTestId('inbox-title').fill('Weekend tournament');
  await agent.getByTestId('inbox-body').fill('It starts on Saturday.');
  await agent.getByTestId('inbox-lang-en').click();
  await agent.getByTestId('inbox-title-en').fill('Weekend tournament (English)');
  await agent.getByTestId('inbox-body-en').fill('It starts on Saturday, in English.');
  await agent.getByTestId('inbox-send-at').fill(localIn(24));
  await agent.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(agent.getByRole('status')).toContainText(`Scheduled for player ${username}`);
  const row = agent.getByTestId('inbox-sent').getByRole('row').filter({ hasText: 'Weekend tournament' });
  await expect(row).toContainText('scheduled');
  const id = ((await row.getAttribute('data-testid')) ?? '').replace('inbox-sent-', '');
  expect(id).toMatch(/^\d+$/);

  // edit: the composer holds its texts and time; the audience stays
  await agent.getByTestId(`inbox-edit-${id}`).click();
  await expect(agent.getByRole('heading', { name: `Edit scheduled message #${id}` })).toBeVisible();
  await expect(agent.getByTestId('inbox-editing')).toContainText(`Member ${username}`);
  await expect(agent.getByTestId('inbox-title')).toHaveValue('Weekend tournament');
  await agent.getByTestId('inbox-lang-en').click();
  await expect(agent.getByTestId('inbox-title-en')).toHaveValue('Weekend tournament (English)');
  await agent.getByTestId('inbox-title-en').fill('Tournament moved to Sunday');
  const later = localIn(48);
  await agent.getByTestId('inbox-send-at').fill(later);
  await expectAxeClean(agent, 'the inbox composer editing a scheduled message');
  await agent.getByRole('button', { name: 'Save changes' }).click();
  const changed = agent.getByRole('status').first();
  await expect(changed).toContainText(`Message #${id} changed`);
  await expect(agent.getByRole('heading', { name: 'Inbox message', exact: true })).toBeVisible();
  const moved = (await changed.textContent()) ?? '';
  const movedAt = /shown from (.+)\.$/.exec(moved)?.[1] ?? '';
  expect(movedAt, moved).not.toBe('');
  await expect(agent.getByText('Show from (your local time; empty: now)')).toBeVisible();

  // edit again, the time field emptied: the label says the time is kept, and it is
  await agent.getByTestId(`inbox-edit-${id}`).click();
  await expect(agent.getByRole('heading', { name: `Edit scheduled message #${id}` })).toBeVisible();
  await expect(agent.getByTestId('inbox-send-at')).toHaveValue(later);
  await agent.getByTestId('inbox-send-at').fill('');
  await expect(agent.getByLabel(`Show from (your local time; empty: keeps ${movedAt})`)).toHaveValue('');
  await agent.getByTestId('inbox-lang-en').click();
  await agent.getByTestId('inbox-body-en').fill('On Sunday, in English.');
  await agent.getByRole('button', { name: 'Save changes' }).click();
  await expect(agent.getByRole('status').first()).toHaveText(`Message #${id} changed: shown from ${movedAt}.`);
  await expect(agent.getByTestId(`inbox-sent-${id}`)).toContainText(movedAt);
  await expect(agent.getByTestId(`inbox-sent-${id}`)).toContainText('scheduled');

  // cancel, after a confirmation
  await agent.getByTestId(`inbox-cancel-${id}`).click();
  await expect(agent.getByTestId(`inbox-sent-${id}`)).toContainText('No player will see it. Cancel it?');
  await expectAxeClean(agent, 'the cancel confirmation');
  await agent.getByTestId(`inbox-cancel-yes-${id}`).click();
  await expect(agent.getByTestId('inbox-sent-note')).toHaveText(`Message #${id} is cancelled: no player will see it.`);
  await expect(agent.getByTestId(`inbox-sent-${id}`)).toContainText('cancelled');
  await expect(agent.getByTestId(`inbox-edit-${id}`)).toHaveCount(0);

  await agent.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Audit log' }).click();
  const audit = agent.getByTestId('audit-table');
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: 'support.inbox.change' })
      .filter({ hasText: `message:${id}` }),
  ).toHaveCount(2);
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: 'support.inbox.change' })
      .filter({ hasText: `message:${id}` })
      .first(),
  ).toContainText(staff);
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: 'support.inbox.cancel' })
      .filter({ hasText: `message:${id}` }),
  ).toContainText(staff);

  await page.goto(brandUrl('royal', '/m/member/inbox?lang=en'));
  await expect(page.getByTestId('inbox-list').or(page.getByTestId('inbox-empty'))).toBeVisible();
  await expect(page.getByText('Tournament moved to Sunday')).toHaveCount(0);
  await expect(page.getByText('Weekend tournament')).toHaveCount(0);
  await office.close();
});
