/** The help centre as a player reads it, for the tests of the tools that change it. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { HelpEntry } from '../../../src/contracts/content/calls';

/**
 * The help entries a player of `brand` reads in `lang` (the site's language parameter: EN, KM, CN, ...;
 * default EN), with a preview cookie when one is given. A read that fails fails the test.
 */
export async function playerHelpOf(app: FastifyInstance, brand: string, o: { lang?: string; cookie?: string } = {}): Promise<HelpEntry[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/system/helpCenter?device=MOBILE&moduleId=COMM3&lang=${o.lang ?? 'EN'}`,
    headers: { host: `${brand}.localhost`, ...(o.cookie ? { cookie: o.cookie } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
