/** What the vendor services get: their own database, a clock, and a seamless client per vendor. */
import type { Db } from '../db/types';
import type { SeamlessClient } from './seamless-client';

export type VendorDeps = {
  db: Db;
  now: () => Date;
  clientFor(vendorCode: string): SeamlessClient;
};

/** A failure shown to the player by the game page: a stable code, an HTTP status, maybe a balance. */
export class VendorError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode = 400,
    readonly balance?: number,
  ) {
    super(message);
  }
}
