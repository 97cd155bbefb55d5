/**
 * Support in the console, in a real browser: a player writes in the live chat on the player site; a
 * support agent signed into the console sees the conversation appear and the message arrive without
 * reloading, answers, and the player sees the answer in the chat. The player's feedback is answered
 * from the console and lands in the player's inbox (the feedback page and the inbox show it); an
 * inbox message in two languages reaches the player in his; close and reopen. axe clean, in English and Chinese.
 */
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signedInPlayer, signInNewStaff } from './cashier-support';

test('a support agent sees a player chat message appear without reloading, answers it, and answers feedback into the inbox', async ({
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
  await signInNewStaff(agent, ops, `http://127.0.0.1:${server.port}/console/`, 'support');
  await agent.getByTestId('brand-switcher').selectOption('royal');
  await agent.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Support' }).click();
  await expect(agent.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expectAxeClean(agent, 'the support chats');

  // the player writes; the agent's open list shows the conversation without a reload
  await page.goto(brandUrl('royal', '/m/chat?lang=en'));
  await page.getByTestId('chat-input').fill('My deposit is late');
  await page.getByTestId('chat-input').press('Enter');
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  const thread = agent.getByTestId('support-thread').filter({ hasText: username });
  await expect(thread).toBeVisible({ timeout: 15_000 });
  await expect(thread).toHaveAttribute('data-waiting', 'true');
  await thread.getByRole('link', { name: new RegExp(username) }).click();
  await expect(agent.getByTestId('support-messages').locator('li')).toHaveCount(1);
  await expect(agent.getByTestId('support-messages')).toContainText('My deposit is late');

  // a second player message arrives in the open conversation without a reload
  await page.getByTestId('chat-input').fill('It was 50 dollars');
  await page.getByTestId('chat-input').press('Enter');
  await expect(agent.getByTestId('support-messages').locator('li')).toHaveCount(2, { timeout: 15_000 });
  await expect(agent.getByTestId('support-messages').locator('li').last()).toContainText('It was 50 dollars');

  await agent.getByTestId('support-reply').fill('We are checking it now.');
  await agent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(agent.getByTestId('support-messages').locator('li').last()).toHaveAttribute('data-from', 'operator');
  await expectAxeClean(agent, 'an open conversation');

  await page.reload();
  const last = page.getByTestId('chat-message').last();
  await expect(last).toHaveAttribute('data-from', 'operator');
  await expect(last).toContainText('We are checking it now.');

  // close and reopen
  await agent.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(agent.getByTestId('support-state')).toHaveText('Closed');
  await agent.getByRole('button', { name: 'Reopen' }).click();
  await expect(agent.getByTestId('support-state')).toHaveText('Open');

  // feedback from the player, answered from the console into the player's inbox
  await page.goto(brandUrl('royal', '/m/feedback?lang=en'));
  await page.getByTestId('feedback-content').fill('More fishing games please');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByTestId('feedback-mine')).toContainText('More fishing games please');
  await agent.getByRole('link', { name: 'Feedback', exact: true }).click();
  const item = agent.getByTestId('feedback-item').filter({ hasText: username }).first();
  await expect(item).toHaveAttribute('data-answered', 'false');
  await expectAxeClean(agent, 'the feedback list');
  await item.getByTestId('feedback-answer').fill('Ten new fishing games next week.');
  await item.getByRole('button', { name: 'Send to the inbox' }).click();
  await expect(agent.getByTestId('feedback-item').filter({ hasText: 'Ten new fishing games next week.' })).toHaveAttribute(
    'data-answered',
    'true',
  );
  await page.reload();
  await expect(page.getByTestId('feedback-answer')).toContainText('Ten new fishing games next week.');

  // an inbox message to the player, with its preview
  await agent.getByRole('link', { name: 'Inbox message', exact: true }).click();
  await agent.getByTestId('inbox-username').fill(username);
  await agent.getByTestId('inbox-title').fill('Welcome bonus');
  await agent.getByTestId('inbox-body').fill('Your bonus is ready.');
  await expect(agent.getByTestId('inbox-preview')).toContainText('Welcome bonus');
  // the same message in English too: a player reading English gets that text, others the default's
  await agent.getByTestId('inbox-lang-en').click();
  await agent.getByTestId('inbox-title-en').fill('Welcome bonus (English)');
  await agent.getByTestId('inbox-body-en').fill('Your bonus is ready, in English.');
  await expect(agent.getByTestId('inbox-preview')).toContainText('Welcome bonus (English)');
  await expectAxeClean(agent, 'the inbox message form');
  await agent.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(agent.getByRole('status')).toHaveText(`Sent to player ${username}.`);
  await expect(agent.getByTestId('inbox-sent').getByRole('row').nth(1)).toContainText('km, en');
  await page.goto(brandUrl('royal', '/m/member/inbox?lang=en'));
  await expect(page.getByTestId('inbox-list')).toContainText('Welcome bonus (English)');
  await expect(page.getByTestId('inbox-list')).toContainText('Re: More fishing games please');

  // the area in Chinese
  await agent.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(agent.getByRole('heading', { name: '客服', level: 1 })).toBeVisible();
  await expect(agent.getByRole('link', { name: '聊天', exact: true })).toBeVisible();
  await expectAxeClean(agent, 'the support area in Chinese');
  await office.close();
});
