/** The wallets and GCS_walletTransfer. */
import { WalletsValueSchema } from '@contracts/wallet/wallets';
import { sendWalletCall } from './send';

export const fetchWallets = () => sendWalletCall('wallets', WalletsValueSchema);
export const sendTransfer = (body: { from: string; to: string; amount: number; requestId: string }) =>
  sendWalletCall('transfer', WalletsValueSchema, body);
