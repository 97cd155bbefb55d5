/** A request to the player site's API (`/wps/...`) as it arrives from a brand's site, for tests. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CallDef } from '../../src/contracts/call';

/**
 * Sends one call of a call table (`def`: method and path) as a player of `who.brand` sends it: on the
 * brand's host, with the session when `who` has one, the body as JSON or the query as given.
 */
export function siteCall(
  app: FastifyInstance,
  who: { brand: string; token?: string | undefined },
  def: Pick<CallDef, 'method' | 'path'>,
  o: { body?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: `${who.brand}.localhost` };
  if (who.token) headers.authorization = who.token;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method: def.method,
    url: def.path,
    headers,
    query: o.query,
    payload: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
}
