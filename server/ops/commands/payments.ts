/**
 * `npm run ops -- deposits list <tenant> [pending|credited|rejected|cancelled|expired|all]`,
 * `npm run ops -- deposits approve|reject <tenant> <id> [--note <text>]`,
 * `npm run ops -- deposits late <tenant> [open|handled|all]` (gateway payments confirmed after their
 * deposit ended: refused, nothing credited), `npm run ops -- deposits handled <tenant> <id> --note <text>`
 * (marks one followed up; credit the player first by `balance adjust` if the money arrived), and the same for
 * `withdrawals` (approve = paid, reject = funds unlocked back to the main wallet).
 */
import { formatMinor } from '../../../src/contracts/wallet/money';
import { createWalletOps, money } from '../../wallet/operator';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

function parse(args: readonly string[], usage: string) {
  const rest: string[] = [];
  let note = '';
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--note') note = args[++i] ?? '';
    else rest.push(args[i] ?? '');
  }
  const [sub, tenant, third] = rest;
  if (!sub || !tenant || rest.length > 3) throw new OpsError(`Usage: npm run ops -- ${usage}`);
  return { sub, tenant, third, note };
}

function id(text: string | undefined, usage: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 1) throw new OpsError(`Name the request by its number. Usage: npm run ops -- ${usage}`);
  return n;
}

const DEPOSITS_USAGE =
  'deposits list <tenant> [status|all] | deposits approve|reject <tenant> <id> [--note T] | deposits late <tenant> [open|handled|all] | deposits handled <tenant> <id> --note T';
export const depositsCommand: OpsCommand = {
  name: 'deposits',
  usage: DEPOSITS_USAGE,
  summary: 'list deposits (pending by default), approve (credit once) or reject a manual deposit; late gateway payments to follow up',
  async run(args, { db, actions }) {
    const ops = createWalletOps(db, actions.tenant);
    const { sub, tenant, third, note } = parse(args, DEPOSITS_USAGE);
    if (sub === 'list') {
      const { tenant: t, rows } = await ops.deposits(tenant, third);
      if (rows.length === 0) return `No ${third ?? 'pending'} deposits on ${t.id}.`;
      return rows
        .map(
          (r) =>
            `#${r.id} ${r.status.padEnd(8)} ${r.username.padEnd(12)} ${formatMinor(Number(r.amount), t.currency.minorUnits).padStart(12)} ${t.currency.code} ${r.method} ${r.channel} ${r.reference}${r.payer_name ? ` payer ${r.payer_name}` : ''} ${new Date(r.created_at).toISOString()}${r.status === 'pending' && r.expires_at ? ` expires ${new Date(r.expires_at).toISOString()}` : ''}`,
        )
        .join('\n');
    }
    if (sub === 'approve' || sub === 'reject') {
      const r = await ops.decideDeposit(tenant, id(third, DEPOSITS_USAGE), sub, 'cli', note);
      const what = r.changed ? (sub === 'approve' ? 'credited' : 'rejected') : `already ${r.deposit.status}, nothing changed`;
      return `Deposit #${r.deposit.depositId} of ${money(r.deposit.amount, r.tenant)}: ${what}${r.deposit.bonus ? ` (bonus ${money(r.deposit.bonus, r.tenant)})` : ''}.`;
    }
    if (sub === 'late') {
      const { tenant: t, rows } = await ops.latePayments(tenant, third);
      if (rows.length === 0) return `No ${third ?? 'open'} late gateway payments on ${t.id}.`;
      return rows
        .map(
          (r) =>
            `#${r.id} ${r.status.padEnd(7)} ${r.username.padEnd(12)} ${formatMinor(r.amount, t.currency.minorUnits).padStart(12)} ${t.currency.code} deposit #${r.depositId} ${r.reference} (${r.depositStatus}) order ${r.orderNo} paid ${r.paidAt}${r.handledBy ? ` handled by ${r.handledBy}: ${r.note ?? ''}` : ''}`,
        )
        .join('\n');
    }
    if (sub === 'handled') {
      if (!note.trim()) throw new OpsError('A note is required (--note T): say what was done, e.g. credited by an adjustment.');
      const r = await ops.handleLatePayment(tenant, id(third, DEPOSITS_USAGE), 'cli', note);
      const p = r.payment;
      return `Late payment #${p.id} of ${money(p.amount, r.tenant)} (deposit #${p.depositId}): ${r.changed ? 'handled' : `already handled by ${p.handledBy}, nothing changed`}.`;
    }
    throw new OpsError(`Usage: npm run ops -- ${DEPOSITS_USAGE}`);
  },
};

const WITHDRAWALS_USAGE = 'withdrawals list <tenant> [status|all] | withdrawals approve|reject <tenant> <id> [--note T]';
export const withdrawalsCommand: OpsCommand = {
  name: 'withdrawals',
  usage: WITHDRAWALS_USAGE,
  summary: 'list withdrawals (pending by default), approve (paid) or reject (funds back to the main wallet)',
  async run(args, { db, actions }) {
    const ops = createWalletOps(db, actions.tenant);
    const { sub, tenant, third, note } = parse(args, WITHDRAWALS_USAGE);
    if (sub === 'list') {
      const { tenant: t, rows } = await ops.withdrawals(tenant, third);
      if (rows.length === 0) return `No ${third ?? 'pending'} withdrawals on ${t.id}.`;
      return rows
        .map(
          (r) =>
            `#${r.id} ${r.status.padEnd(8)} ${r.username.padEnd(12)} ${formatMinor(Number(r.amount), t.currency.minorUnits).padStart(12)} ${t.currency.code} to ${r.bank_code} ****${r.account_no.slice(-4)} ${new Date(r.created_at).toISOString()}`,
        )
        .join('\n');
    }
    if (sub === 'approve' || sub === 'reject') {
      const r = await ops.decideWithdrawal(tenant, id(third, WITHDRAWALS_USAGE), sub, 'cli', note);
      const what = r.changed
        ? sub === 'approve'
          ? 'paid'
          : 'rejected, funds back in the main wallet'
        : `already ${r.withdrawal.status}, nothing changed`;
      return `Withdrawal #${r.withdrawal.withdrawalId} of ${money(r.withdrawal.amount, r.tenant)}: ${what}.`;
    }
    throw new OpsError(`Usage: npm run ops -- ${WITHDRAWALS_USAGE}`);
  },
};
