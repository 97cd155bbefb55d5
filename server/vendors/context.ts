/** What the vendor services get: their own database, a clock, and a seamless client per vendor. */
import type { Db } from '../db/types';
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

/** A message of the vendor's table (messages/), with the values its `{placeholders}` take. */
export type VendorText = VendorMessageKey | { key: VendorMessageKey; values: Record<string, string | number> };

/**
 * A failure shown to the player by the game page: a stable code, an HTTP status, maybe a balance,
 * and its message, written in the request's language when it is answered (`message` is English).
 */
export class VendorError extends Error {
  readonly text: { key: VendorMessageKey; values?: Record<string, string | number> };
  constructor(
    readonly code: string,
    text: VendorText,
    readonly statusCode = 400,
    readonly balance?: number,
    /** what else the game shows about the failure (the limit that refused a bet) */
    readonly details?: Record<string, unknown>,
  ) {
    const t: { key: VendorMessageKey; values?: Record<string, string | number> } = typeof text === 'string' ? { key: text } : text;
    super(say(VENDOR_MESSAGES, 'en', t.key, t.values));
    this.text = t;
  }
}
