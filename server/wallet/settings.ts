/** The brand's money rules: the tenant file's `wallet` block over these defaults (minor units). */
import type { Tenant } from '../../tenants/schema';
import type { WalletSettings } from '../../tenants/wallet-schema';

export type EffectiveWalletSettings = {
  transferVendors: string[];
  deposit: { minAmount: number; maxAmount: number };
  withdraw: { minAmount: number; maxAmount: number; turnoverMultiple: number };
  receivingBanks: NonNullable<WalletSettings['receivingBanks']>;
};

const DEFAULT_RECEIVING_BANKS = [
  { bankCode: 'ABA', bankName: 'ABA Bank', accountName: 'Demo Operator Ltd', accountNo: '000 111 222' },
  { bankCode: 'ACLEDA', bankName: 'ACLEDA Bank', accountName: 'Demo Operator Ltd', accountNo: '3333-4444-5555' },
];

export function walletSettings(tenant: Tenant): EffectiveWalletSettings {
  const unit = 10 ** tenant.currency.minorUnits;
  const w = tenant.wallet ?? {};
  return {
    transferVendors: w.transferVendors ?? [],
    deposit: w.deposit ?? { minAmount: 10 * unit, maxAmount: 100_000 * unit },
    withdraw: w.withdraw ?? { minAmount: 10 * unit, maxAmount: 50_000 * unit, turnoverMultiple: 1 },
    receivingBanks: w.receivingBanks ?? DEFAULT_RECEIVING_BANKS,
  };
}
