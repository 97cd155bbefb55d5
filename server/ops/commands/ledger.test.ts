import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/app';
import { opsContextOf } from '../../test/helper';
import { getBalances } from '../../wallet/balances';
import { countRows, makePlayer } from '../../wallet/test/fixtures';
import { OpsError } from '../actions';
import { runCommand } from '../run';

const TOKEN = 'operator-token-for-tests-0123456789';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const ops = (...argv: string[]) => runCommand(argv, opsContextOf(t.app));
const api = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.app.inject({
    method,
    url: `/ops/api${url}`,
    headers: { authorization: `Bearer ${TOKEN}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  });

describe('npm run ops -- balance / ledger', () => {
  it('adjusts a balance with a reason as a posting, shows it, and the ledger verifies', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    expect(await ops('balance', 'adjust', 'royal', p.username, '25.50', '--reason', 'welcome credit')).toMatch(
      /adjusted; transaction #\d+; main wallet now \$25\.50 USD/,
    );
    expect(await ops('balance', 'adjust', 'royal', p.username, '-5', '--reason', 'correction')).toMatch(/main wallet now \$20\.50 USD/);
    expect(await ops('balance', 'show', 'royal', p.username)).toContain('main: $20.50 USD');
    const [tx] = await t.app.db.query<{ reason: string; actor: string; code: string }>(
      "SELECT reason, actor, code FROM ledger_transactions WHERE reason = 'welcome credit'",
    );
    expect(tx).toEqual({ reason: 'welcome credit', actor: 'operator:cli', code: 'ADJUST' });
    expect(await ops('ledger', 'verify')).toMatch(/^Ledger \(all brands\): OK - \d+ accounts, \d+ transactions, \d+ postings, total 0$/);
  });

  it('the same --key twice adjusts once', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    await ops('balance', 'adjust', 'royal', p.username, '10', '--reason', 'promo', '--key', `k-${p.id}`);
    expect(await ops('balance', 'adjust', 'royal', p.username, '10', '--reason', 'promo', '--key', `k-${p.id}`)).toMatch(/already applied/);
    expect((await getBalances(t.app.db, 'royal', p.id)).main).toBe(1_000);
  });

  it('refuses without a reason, with a bad amount, an overdraft or an unknown player, and writes nothing', async () => {
    const p = await makePlayer(t.app.db, 'royal', 'ROYAL01');
    const before = await countRows(t.app.db, 'ledger_transactions');
    await expect(ops('balance', 'adjust', 'royal', p.username, '10')).rejects.toThrow(/reason is required/);
    await expect(ops('balance', 'adjust', 'royal', p.username, '1.234', '--reason', 'x')).rejects.toThrow(/not an amount of USD/);
    await expect(ops('balance', 'adjust', 'royal', p.username, '-1', '--reason', 'x')).rejects.toThrow(
      /holds \$0\.00 USD, less than \$1\.00 USD/,
    );
    await expect(ops('balance', 'adjust', 'royal', 'nobody', '1', '--reason', 'x')).rejects.toThrow(/No member "nobody"/);
    await expect(ops('ledger', 'check')).rejects.toBeInstanceOf(OpsError);
    expect(await countRows(t.app.db, 'ledger_transactions')).toBe(before);
  });
});

describe('operator API: wallet, adjust, ledger verify', () => {
  it('adjusts and reads a wallet in minor units and verifies the ledger', async () => {
    const p = await makePlayer(t.app.db, 'tiger', 'TIGER03');
    const adj = await api('POST', `/tenants/tiger/members/${p.username}/adjust`, { amount: 5_000, reason: 'support credit' });
    expect(adj.json()).toMatchObject({ success: true, value: { username: p.username, replayed: false, main: 5_000 } });
    const wallet = await api('GET', `/tenants/tiger/members/${p.username}/wallet`);
    expect(wallet.json().value).toMatchObject({ sumBalance: 5_000, main: 5_000, locked: 0, currency: { code: 'CNY' } });
    const verify = await api('GET', '/tenants/tiger/ledger/verify');
    expect(verify.json().value).toMatchObject({ ok: true, total: 0, tenantId: 'tiger' });
  });

  it('refuses a zero amount, a missing reason and an overdraft with 400 and no write', async () => {
    const p = await makePlayer(t.app.db, 'tiger', 'TIGER03');
    const before = await countRows(t.app.db, 'ledger_transactions');
    for (const body of [
      { amount: 0, reason: 'x' },
      { amount: 10, reason: ' ' },
      { amount: 1.5, reason: 'x' },
      { amount: -10, reason: 'x' },
    ]) {
      const res = await api('POST', `/tenants/tiger/members/${p.username}/adjust`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.invalid' });
    }
    expect(await countRows(t.app.db, 'ledger_transactions')).toBe(before);
  });
});
