/**
 * The support chat (CBS3): a guest is sent to log in; a player opens the live chat from
 * the side menu's customer service (the brand's LIVECHAT entry), writes, an operator answers
 * through the operator API, the player sees the unread count in the side menu and the answer in
 * the chat, which marks it read. Every message is shown as text, never as HTML.
 */
import { expect, test } from '../support/fixtures';
import { loggedInPlayer, opsApi, seriousViolations } from './helpers';

test('guest to login; a player writes, the operator answers, unread count and answer round trip', async ({ page, server, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/chat?lang=en'));
  await expect(page).toHaveURL(/\/m\/login/);
  // the login footer's live chat: a guest is told to log in first
  await page.getByTestId('login-footer-chat').click();
  await expect(page.getByText('Log in to chat with customer service')).toBeVisible();

  const username = await loggedInPlayer(page, server, brandUrl);
  await page.getByTestId('side-menu-toggle').click();
  // the chooser (royal: live chat, LINE, Telegram; Messenger only on the floating button)
  await page.getByTestId('side-menu-item-customerService').click();
  await expect(page.getByTestId('cs-chooser').getByRole('button')).toHaveText(['Live chat', 'LINE', 'Telegram']);
  await page.getByTestId('cs-choice-livechat').click();
  await expect(page).toHaveURL(/\/m\/chat$/);
  await expect(page.getByTestId('chat-empty')).toBeVisible();

  // empty text is refused in place
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-problem')).toHaveText('Write a message first');

  const input = page.getByTestId('chat-input');
  await input.fill('Hello <b>support</b> <img src=x onerror=alert(1)>');
  await input.press('Shift+Enter');
  await input.pressSequentially('my deposit is late');
  await input.press('Enter');
  await expect(page.getByTestId('chat-message')).toHaveCount(1);
  await expect(page.getByTestId('chat-message').first()).toHaveAttribute('data-from', 'player');
  await expect(page.getByTestId('chat-message').first()).toContainText('Hello <b>support</b> <img src=x onerror=alert(1)>');
  await expect(page.getByTestId('chat-messages').locator('b, img')).toHaveCount(0);
  await expect(input).toHaveValue('');

  // the operator sees it and answers through the operator API
  const shown = await opsApi(server, 'GET', `/tenants/royal/chats/${username}`);
  expect(JSON.stringify(shown.json.value)).toContain('my deposit is late');
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  const answer = await opsApi(server, 'POST', `/tenants/royal/chats/${username}`, {
    text: 'We are checking it now.\nOne moment please.',
    operator: 'mia',
  });
  expect(answer.status).toBe(200);

  // the unread count (spec §7) shows on the customer-service item at the next arrival
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('chat-unread-badge')).toHaveText('1');
  await page.getByTestId('side-menu-item-customerService').click();
  await page.getByTestId('cs-choice-livechat').click();
  const last = page.getByTestId('chat-message').last();
  await expect(last).toHaveAttribute('data-from', 'operator');
  await expect(last).toContainText('We are checking it now.');
  expect(await seriousViolations(page)).toEqual([]);

  // shown = read: the count is 0 on the server and the badge is gone
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const token = JSON.parse(localStorage.getItem('token') ?? 'null') as string;
        const r = await fetch('/wps/relay/CBS_unreadCount?moduleId=CBS3', { headers: { authorization: token } });
        return (await r.json()).value?.unReadCount;
      }),
    )
    .toBe(0);
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('side-menu-item-customerService')).toBeVisible();
  await expect(page.getByTestId('chat-unread-badge')).toHaveCount(0);
});

test('the floating customer-service menu offers only MESSENGER and TELEGRAM entries', async ({ page, brandUrl }) => {
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await page.getByTestId('cs-fab-toggle').click();
  await expect(page.getByTestId('cs-fab-messenger')).toBeVisible();
  await expect(page.getByTestId('cs-fab-telegram')).toBeVisible();
  await expect(page.getByTestId('cs-fab').getByRole('button')).toHaveCount(3);
  // the outside link opens in a new tab (recorded here: the test never leaves the machine)
  await page.evaluate(() => {
    window.open = ((url?: string | URL) => {
      document.body.dataset.opened = String(url);
      return null;
    }) as typeof window.open;
  });
  await page.getByTestId('cs-fab-telegram').click();
  await expect(page.locator('body')).toHaveAttribute('data-opened', 'https://t.me/royal_demo');

  // lotus has TELEGRAM and FACEBOOK: only Telegram floats
  await page.goto(brandUrl('lotus', '/m/home?lang=en'));
  await page.getByTestId('cs-fab-toggle').click();
  await expect(page.getByTestId('cs-fab-telegram')).toBeVisible();
  await expect(page.getByTestId('cs-fab-messenger')).toHaveCount(0);
});
