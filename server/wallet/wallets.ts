/** The `/wps/wallets/gcs` answer: every wallet of the player and their sum, in minor units. */
import type { Wallet, WalletsValue } from '../../src/contracts/wallet/wallets';
import { getBalances, sumBalance } from './balances';
import type { WalletContext } from './context';

/** Vendor codes whose wallets a player may transfer to (tenant file `wallet.transferVendors`). */
export function transferVendors(ctx: Pick<WalletContext, 'brand'>): string[] {
  return ctx.brand.tenant.wallet?.transferVendors ?? [];
}

export async function walletsOf(ctx: WalletContext): Promise<WalletsValue> {
  const b = await getBalances(ctx.db, ctx.brand.tenant.id, ctx.member.id);
  const transferable = new Set(transferVendors(ctx));
  const vendorCodes = [...new Set([...transferable, ...Object.keys(b.vendors)])].sort();
  const wallets: Wallet[] = [
    { walletCode: 'MAIN', type: 'main', balance: b.main, transferable: true },
    { walletCode: 'LOCKED', type: 'locked', balance: b.locked, transferable: false },
    ...vendorCodes.map((code) => ({
      walletCode: code,
      type: 'vendor' as const,
      balance: b.vendors[code] ?? 0,
      transferable: transferable.has(code),
    })),
  ];
  return { currency: ctx.currency, sumBalance: sumBalance(b), availableBalance: b.main, wallets };
}
