/**
 * The app of one vendor test file: built before its tests, closed after them, and after them the
 * royal ledger must still verify (every vendor round moved money only through balanced postings).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';
import { verifyLedger } from '../../wallet/verify';

export function vendorTestApp(): { readonly app: FastifyInstance } {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    if (!t) return;
    expect((await verifyLedger(t.app.db, 'royal')).ok).toBe(true);
    await t.close();
  });
  return {
    get app() {
      if (!t) throw new Error('the vendor test app is used before beforeAll built it');
      return t.app;
    },
  };
}
