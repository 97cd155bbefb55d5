/** The demo gateway's payment callback as the gateway sends it: JSON signed with the brand's gateway key. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { gatewayKey, hmacHex } from '../secrets';

/** Posts `body` to the site's gateway callback for royal (merchant ROYAL01), signed as the gateway signs it. */
export async function gatewayCallback(app: FastifyInstance, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/wps/deposit/gateway/callback',
    headers: { 'content-type': 'application/json', merchant: 'ROYAL01', 'x-signature': hmacHex(await gatewayKey(app.db, 'royal'), raw) },
    payload: raw,
  });
}
