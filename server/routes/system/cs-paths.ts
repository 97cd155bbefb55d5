/**
 * The status answer's customer-service paths, the same in every server process: the path's key and
 * the encryption's salt come from HMAC-SHA256(installation secret `cs-path`, URL) instead of random
 * bytes, so the status bytes (and their ETag) depend only on the brand's state, and an ETag one
 * process gave is answered 304 by another. The secret (`install_secrets`, made on
 * first use, shared by every process on the database) keeps the key unguessable from the URL alone.
 */
import { createHmac } from 'node:crypto';
import Hex from 'crypto-js/enc-hex';
import { csKeyFrom, encryptCsPath } from '../../../src/contracts/cs-path';
import { installSecret } from '../../accounts/install-secret';
import type { Queryable } from '../../db/types';

export type CsPathOf = (url: string) => string;

const MAX_PATHS = 1000;

/** The path maker for one installation secret (each URL encrypted once, at most 1,000 kept). */
export function csPathMaker(secret: string): CsPathOf {
  const paths = new Map<string, string>();
  return (url) => {
    let path = paths.get(url);
    if (!path) {
      const mac = createHmac('sha256', secret).update(url).digest();
      path = encryptCsPath(url, csKeyFrom(mac.subarray(0, 8)), Hex.parse(mac.subarray(8, 16).toString('hex')));
      if (paths.size >= MAX_PATHS) paths.clear();
      paths.set(url, path);
    }
    return path;
  };
}

/** The installation's path maker (its secret read, or made, once per database). */
export function csPathsOf(db: Queryable): () => Promise<CsPathOf> {
  let made: Promise<CsPathOf> | null = null;
  return () => {
    made ??= installSecret(db, 'cs-path').then(csPathMaker, (error: unknown) => {
      made = null;
      throw error;
    });
    return made;
  };
}
