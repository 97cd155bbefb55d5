/**
 * Agents in the console, in a real browser: an administrator finds an agent of the brand by
 * username, opens it, sees its direct downline (a sub-agent and a player), offers the sub-agent a
 * daily salary contract on the agent's behalf, sees it with its terms and changes them; the audit
 * log holds the change; axe clean, also in Chinese.
 */
import { expect, test } from '../support/fixtures';
import { DESKTOP, expectAxeClean, signInNewStaff } from './cashier-support';

test('an administrator finds an agent, sees its downline and a contract, and changes the contract', async ({ browser, server, ops }) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).slice(-6);
  const top = `ag${tag}`;
  const sub = `sb${tag}`;
  const player = `pl${tag}`;
  await ops.run('agents', 'create', 'royal', top, '--password', 'secret12', '--rebate', '200', '--quota', '3');
  await ops.run('agents', 'create', 'royal', sub, '--password', 'secret12', '--upline', top, '--rebate', '100');
  const made = await fetch(`http://127.0.0.1:${server.port}/ops/api/tenants/royal/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.env.OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: player, password: 'secret123' }),
  });
  expect(made.status, await made.clone().text()).toBe(200);
  await ops.run('agents', 'move', 'royal', player, top);

  const office = await browser.newContext(DESKTOP);
  const admin = await office.newPage();
  await signInNewStaff(admin, ops, `http://127.0.0.1:${server.port}/console/`, 'administrator');
  await admin.getByTestId('brand-switcher').selectOption('royal');
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Brands' }).click();
  await admin.getByTestId('agents-search').fill(tag);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin.getByTestId('agents-table').getByRole('row')).toHaveCount(3);
  await expect(admin.getByTestId(`agent-${sub}`)).toContainText(top);
  await admin.getByTestId(`agent-${top}`).getByRole('button', { name: top }).click();

  const file = admin.getByTestId('agent-file');
  await expect(file.getByRole('heading', { name: `Agent ${top}` })).toBeVisible();
  const downline = file.getByTestId('downline-table');
  await expect(downline.getByRole('row', { name: new RegExp(sub) })).toContainText('Sub-agent');
  await expect(downline.getByRole('row', { name: new RegExp(player) })).toContainText('Player');
  await expect(file).toContainText('No contracts.');
  await expectAxeClean(admin, "an agent's file");

  await file.getByTestId('offer-downline').selectOption(sub);
  await file.getByTestId('offer-kind').selectOption('salary');
  await file.getByTestId('offer-rate').fill('120');
  await file.getByRole('button', { name: 'Offer', exact: true }).click();
  await expect(file.getByRole('status')).toHaveText('Contract offered: the sub-agent accepts it in the agent app.');
  const contract = file.getByTestId('contracts-table').getByRole('row').nth(1);
  await expect(contract).toContainText('Daily salary');
  await expect(contract).toContainText(`${top} → ${sub}`);
  await expect(contract).toContainText('1.20%');
  await expect(contract).toContainText('Offered');

  await contract.getByRole('button', { name: 'Change terms' }).click();
  await file.getByTestId('terms-rate').fill('150');
  await file.getByTestId('terms-min-active').fill('2');
  await file.getByRole('button', { name: 'Save the new terms' }).click();
  await expect(file.getByRole('status')).toHaveText('New terms saved: they apply from now.');
  await expect(contract).toContainText('1.50%');
  await expect(contract.getByRole('cell').nth(4)).toHaveText('2');
  await expectAxeClean(admin, 'the contract with its new terms');

  await admin.getByRole('combobox', { name: 'Language' }).selectOption('zh');
  await expect(file.getByRole('heading', { name: `代理 ${top}` })).toBeVisible();
  await expect(contract).toContainText('日工资');
  await expectAxeClean(admin, "an agent's file in Chinese");
  await admin.getByRole('combobox', { name: '语言' }).selectOption('en');

  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Audit' }).click();
  await admin.getByLabel('Action (or area, like staff.)').fill('brands.contract.');
  await admin.getByRole('button', { name: 'Filter' }).click();
  await expect(admin.getByRole('row', { name: /brands\.contract\.change/ }).first()).toContainText(`contract:`);
  await expect(admin.getByRole('row', { name: /brands\.contract\.offer/ }).first()).toContainText(`${top}>${sub}`);
  await office.close();
});
