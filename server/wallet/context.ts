/** What every wallet call gets: the database, the brand as it is now, the player, the time. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Flags } from '../../src/contracts/flags';
import type { LanguageCode } from '../../src/contracts/languages';
import type { Currency } from '../../src/contracts/wallet/wallets';
import { type Brand, loadBrand } from '../accounts/brand';
import { featureOff } from '../accounts/errors';
import type { MemberRow } from '../accounts/members';
import { authenticate } from '../accounts/sessions';
import type { Db } from '../db/types';
import { ApiError } from '../http/api-error';
import { platformHeaders } from '../http/platform-headers';
import { requestLanguage } from '../i18n/request-language';
import { clock } from '../clock';

export type WalletContext = {
  db: Db;
  brand: Brand;
  member: MemberRow;
  now: Date;
  currency: Currency;
  /** the request's language (server/i18n/request-language.ts): the codes sent because of it are written in it */
  language: LanguageCode;
};

export async function walletContext(app: FastifyInstance, request: FastifyRequest): Promise<WalletContext> {
  const brand = await loadBrand(app.db, request);
  const now = clock.now();
  const { member } = await authenticate(app.db, platformHeaders(request).token, brand.tenant.id, now);
  if (member.account_kind !== 'player') throw new ApiError('wallet.not.player');
  return {
    db: app.db,
    brand,
    member,
    now,
    currency: brand.tenant.currency,
    language: requestLanguage(request, brand.tenant.defaultLanguage),
  };
}

/** Trial (free-play) accounts play with play money: no deposits, withdrawals or transfers. */
export function requirePlayer(ctx: WalletContext): void {
  if (ctx.member.trial) throw new ApiError('wallet.trial.refused');
}

/** Refuses the call unless the brand's flag (module id) is on. */
export function requireModule(ctx: WalletContext, what: string, key: keyof Flags): void {
  if (!ctx.brand.flags[key]) throw featureOff(`${what} (${key})`);
}
