/** What the vendor services get: their own database, a clock, and a seamless client per vendor. */
import type { Db } from '../db/types';
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

/** A failure shown to the player by the game page: a stable code, an HTTP status, maybe a balance. */
export class VendorError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly balance?: number,
    /** what else the game shows about the failure (the limit that refused a bet) */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}
