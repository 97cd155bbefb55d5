/** What the vendor services get: their own database, a clock, and a seamless client per vendor. */
import type { Db } from '../db/types';
import type { LanguageCode } from '../../src/contracts/languages';
import { formatMoney } from '../../src/contracts/format';
import { say } from '../i18n/strings';
import { VENDOR_MESSAGES, type VendorMessageKey } from './messages';
import type { SeamlessClient } from './seamless-client';

/** Where a fault drill may stop a vendor process (server/vendors/faults.ts). */
export type FaultPoint = 'after-debit';

export type VendorDeps = {
  db: Db;
  now: () => Date;
  clientFor(vendorCode: string): SeamlessClient;
  /** a fault drill's hook (never set in production): runs at the named point of a real-money round */
  fault?: (point: FaultPoint) => Promise<void>;
  /** how long a stake may stay without its round before the sweep rolls it back (stake-intents.ts) */
  unsettledStakeMs?: number;
};

/** An amount a message names: written in the language it is answered in (`formatMoney`, as every screen writes it). */
export type VendorAmount = { minor: number; currency: string; decimals: number };
type Values = Record<string, string | number | VendorAmount>;
/** A message of the vendor's table (messages/), with the values its `{placeholders}` take. */
export type VendorText = VendorMessageKey | { key: VendorMessageKey; values: Values };

/**
 * A failure shown to the player by the game page: a stable code, an HTTP status, maybe a balance,
 * and its message, written in the request's language when it is answered (`message` is English).
 */
export class VendorError extends Error {
  readonly text: { key: VendorMessageKey; values?: Values };
  constructor(
    readonly code: string,
    text: VendorText,
    readonly statusCode = 400,
    readonly balance?: number,
    /** what else the game shows about the failure (the limit that refused a bet) */
    readonly details?: Record<string, unknown>,
  ) {
    const t: { key: VendorMessageKey; values?: Values } = typeof text === 'string' ? { key: text } : text;
    super(vendorMessage(t, 'en'));
    this.text = t;
  }
}

/** A vendor message in a language, its amounts written as that language writes money. */
export function vendorMessage(text: { key: VendorMessageKey; values?: Values }, language: LanguageCode): string {
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, v]) => [
      name,
      typeof v === 'object' ? formatMoney(v.minor, { code: v.currency, minorUnits: v.decimals }, language) : v,
    ]),
  );
  return say(VENDOR_MESSAGES, language, text.key, values);
}
