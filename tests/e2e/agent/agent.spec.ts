/**
 * Agents, on royal with the seeded demo agents: registration through a referral link
 * joins the agent's team; a salary contract offered by an agent is prompted on the downline's home
 * and accepted; the KPI screen shows the seeded figures; the move form searches the uplines the
 * selection can move under; a player never sees agent screens.
 */
import { DEMO_AGENTS, DEMO_CODES, DEMO_ROUNDS } from '../../../server/agent/seed';
import { expect, logIn, signInAs, test } from './support/fixtures';
import { quietNetwork } from '../support/quiet-network';

/** An amount in whole dollars as royal's pages write it in English (en-US). */
const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

test('a registration through the agent’s referral link joins its team', async ({ page, browser, site }) => {
  const user = `r${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9]/g, 'x');
  // the agent's referral page shows the link and its QR code
  const agentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const agentPage = await agentContext.newPage();
  await signInAs(agentPage, site, DEMO_AGENTS.sub);
  await agentPage.goto(site.url('/m/agent/referral'));
  await expect(agentPage.getByTestId('referral-code')).toHaveText(DEMO_CODES.sub);
  await expect(agentPage.getByTestId('referral-qr')).toBeVisible();
  const link = (await agentPage.getByTestId('referral-link').textContent()) ?? '';
  expect(link).toContain(`/m/register?affiliateCode=${DEMO_CODES.sub}`);

  await page.goto(`${link}&lang=en`);
  const form = page.getByTestId('page-register');
  await expect(form.getByLabel(/^Invitation code/)).toHaveValue(DEMO_CODES.sub);
  await form.getByLabel('Username *').fill(user);
  await form.getByLabel('Password *', { exact: true }).fill('secret12');
  await form.getByLabel('Confirm password *').fill('secret12');
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await agentPage.goto(site.url('/m/agent/downlines'));
  await expect(agentPage.getByTestId(`downline-${user}`)).toBeVisible();
  await agentPage.goto(site.url('/m/agent/referral'));
  await expect(agentPage.getByTestId('referral-registrations')).not.toHaveText('0');
  await agentContext.close();
});

test('an agent offers a daily salary contract; the downline is prompted on home and accepts it', async ({ page, browser, site }) => {
  await signInAs(page, site, DEMO_AGENTS.top);
  await page.goto(site.url('/m/member/agent/getSalaryContract'));
  await page.getByTestId('contract-offer-username').selectOption(DEMO_AGENTS.sub);
  await page.getByTestId('contract-offer-rate').fill('1.5');
  await page.getByTestId('contract-offer-min').fill('1');
  await page.getByTestId('contract-offer-submit').click();
  await expect(page.getByTestId(`contract-offered-${DEMO_AGENTS.sub}-status`)).toHaveText('Waiting for an answer');

  const subContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sub = await subContext.newPage();
  // the prompt comes with a login through the form, on the home it leads to
  await logIn(sub, site, DEMO_AGENTS.sub);
  // the brand's login popup (announcements) floats beside it: find the prompt by its title
  const dialog = sub.getByRole('dialog', { name: /Daily salary agent/ });
  await expect(dialog).toContainText('Daily salary agent: you have a new daily salary contract request');
  await expect(sub.getByTestId('contract-prompt-cancel')).toBeVisible();
  await sub.getByTestId('contract-prompt-go').click();
  await expect(sub.getByTestId('contract-salary')).toBeVisible();
  await expect(sub.getByTestId('contract-mine-rate')).toHaveText('1.50%');
  await sub.getByTestId('contract-accept').click();
  await expect(sub.getByTestId('contract-mine-status')).toHaveText('Active');
  // answered: home asks no more
  const subNet = quietNetwork(sub);
  await sub.goto(site.url('/m/home'));
  await expect(sub.getByTestId('page-home')).toBeVisible();
  // home's calls (the contract prompt's among them) have come back
  await subNet.settled();
  await expect(sub.getByRole('dialog')).toHaveCount(0);
  await subContext.close();

  await page.reload();
  await expect(page.getByTestId(`contract-offered-${DEMO_AGENTS.sub}-status`)).toHaveText('Active');
});

test('the agent centre shows the team KPIs of the seeded play', async ({ page, site }) => {
  // today's seeded rounds of the whole team (demo agent and everyone below), in dollars
  const today = DEMO_ROUNDS.filter((r) => r.hoursAgo < 1);
  const turnover = today.reduce((n, r) => n + r.stake, 0);
  const netWin = today.reduce((n, r) => n + r.win - r.stake, 0);
  const active = new Set(today.map((r) => r.player)).size;
  // the agent login page: no social buttons, keeps the agent code while there, opens the agent centre
  await page.goto(site.url(`/m/agent?code=${DEMO_CODES.top}`));
  const form = page.getByTestId('login-panel-agent');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('login-google')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('agentCode'))).toBe(DEMO_CODES.top);
  await form.getByLabel('Username', { exact: true }).fill(DEMO_AGENTS.top);
  await form.getByLabel('Password', { exact: true }).fill('secret12');
  await form.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/m\/agent\/home/);
  await expect(page.getByTestId('agent-profile-name')).toHaveText(DEMO_AGENTS.top);
  expect(await page.evaluate(() => localStorage.getItem('agentCode'))).toBeNull();
  // the side menu leads here too
  await page.goto(site.url('/m/home'));
  await page.getByTestId('side-menu-toggle').click();
  await page.getByTestId('side-menu-item-agent').click();
  await expect(page.getByTestId('agent-profile-name')).toHaveText(DEMO_AGENTS.top);
  await expect(page.getByTestId('agent-kpi-figures-turnover')).toHaveText(usd(turnover));
  await expect(page.getByTestId('agent-kpi-figures-netwin')).toHaveText(usd(netWin));
  await expect(page.getByTestId('agent-kpi-figures-active')).toHaveText(String(active));
  await expect(page.getByTestId('agent-team-total')).not.toHaveText('0');
  // the seeded agent announcements (type A) of the agent seed and the content seed, in any order
  await expect(page.getByTestId('agent-announcement').filter({ hasText: 'Daily salary contracts are open' })).toHaveCount(1);
  await page.getByTestId('agent-kpi-tab-TeamKPIC').click();
  const month = DEMO_ROUNDS.filter((r) => new Date(Date.now() - r.hoursAgo * 3_600_000).getUTCMonth() === new Date().getUTCMonth());
  await expect(page.getByTestId('agent-kpi-figures-turnover')).toHaveText(usd(month.reduce((n, r) => n + r.stake, 0)));
});

test('moving downlines: the new upline is searched among the agents the selection can move under', async ({ page, site }) => {
  await signInAs(page, site, DEMO_AGENTS.top);
  await page.goto(site.url('/m/agent/downlines'));
  await page.getByRole('checkbox', { name: 'Select demoplay1' }).check();
  const move = page.getByTestId('downlines-move');
  const target = move.getByTestId('downlines-move-target');
  await move.getByTestId('upline-picker-search').fill('demo');
  // the seeded team's only agent; players are never uplines
  await expect(target.locator('option')).toHaveText([DEMO_AGENTS.top, DEMO_AGENTS.sub]);
  await target.selectOption(DEMO_AGENTS.sub);
  // selecting the sub-agent too: it cannot take itself, and the upline goes back to me
  await page.getByRole('checkbox', { name: `Select ${DEMO_AGENTS.sub}` }).check();
  await expect(move.getByTestId('upline-picker-none')).toHaveText('No agent matches “demo”');
  await expect(target.locator('option')).toHaveText([DEMO_AGENTS.top]);
  await expect(target).toHaveValue('');
});

test('a player never sees agent screens', async ({ page, site }) => {
  await signInAs(page, site, 'demoplay1');
  await page.goto(site.url('/m/home'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('side-menu-item-securityCenter')).toBeVisible();
  await expect(page.getByTestId('side-menu-item-agent')).toHaveCount(0);
  for (const path of ['/m/agent/home', '/m/agent/downlines', '/m/member/agent/getSalaryContract']) {
    await page.goto(site.url(path));
    await expect(page.getByTestId('not-allowed')).toBeVisible();
    await expect(page.getByTestId('agent-home')).toHaveCount(0);
  }
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('token') ?? '';
    try {
      return String(JSON.parse(raw));
    } catch {
      return raw;
    }
  });
  const res = await page.request.get(`http://127.0.0.1:${site.port}/wps/agent/teamKpi?tenant=royal`, {
    headers: { authorization: token ?? '' },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('agent.not.agent');
});
