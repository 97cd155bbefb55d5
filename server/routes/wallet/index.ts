/**
 * The wallet route group: balances (`/wps/wallets/gcs`); later transfers, records, deposit,
 * withdraw and the security centre. Paths and payloads: src/contracts/wallet/.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { WALLET_CALLS as C } from '../../../src/contracts/wallet/calls';
import { walletContext } from '../../wallet/context';
import { walletsOf } from '../../wallet/wallets';

export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.get(C.wallets.path, async (request) => {
    const ctx = await walletContext(app, request);
    return ok(await walletsOf(ctx));
  });
}
