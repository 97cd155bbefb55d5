/** `GCS_walletTransfer`: money between the main wallet and a vendor's transfer wallet. */

import { vendorAccount } from '../../src/contracts/wallet/tx-codes';
import { TransferRequestSchema, type WalletsValue } from '../../src/contracts/wallet/wallets';
import { ApiError } from '../http/api-error';
import { assertNotExcluded } from '../rg/checks';
import { requireModule, requirePlayer, type WalletContext } from './context';
import { parseWallet } from './input';
import { postLedgerTransaction } from './ledger';
import { lockMember } from './lock';
import { transferVendors, walletsOf } from './wallets';

export async function transfer(ctx: WalletContext, body: unknown): Promise<WalletsValue> {
  requireModule(ctx, 'Wallet transfer', 'FUNDTRANS3');
  requirePlayer(ctx);
  const input = parseWallet(TransferRequestSchema, body);
  if (input.from === input.to) throw new ApiError('wallet.transfer.same.wallet');
  const vendors = new Set(transferVendors(ctx));
  const out = input.from === 'MAIN';
  const vendor = out ? input.to : input.from;
  if ((input.from !== 'MAIN' && input.to !== 'MAIN') || !vendors.has(vendor)) throw new ApiError('wallet.transfer.wallet.unknown');
  // responsible gambling: no money into a game wallet during a time-out or self-exclusion (back to main stays open)
  if (out) await assertNotExcluded(ctx.db, ctx.brand.tenant.id, ctx.member.id, ctx.now);
  const main = { account: { memberId: ctx.member.id, kind: 'main' as const }, amount: out ? -input.amount : input.amount };
  const other = { account: { memberId: ctx.member.id, kind: vendorAccount(vendor) }, amount: out ? input.amount : -input.amount };
  await ctx.db.transaction(async (tx) => {
    await lockMember(tx, ctx.member.id);
    await postLedgerTransaction(tx, {
      tenantId: ctx.brand.tenant.id,
      code: out ? 'TRANSFER_OUT' : 'TRANSFER_IN',
      idempotencyKey: `transfer:${ctx.member.id}:${input.requestId}`,
      actor: `member:${ctx.member.id}`,
      reason: out ? `to ${vendor}` : `from ${vendor}`,
      postings: [main, other],
      now: ctx.now,
    });
  });
  return walletsOf(ctx);
}
