/**
 * The operator asks a vendor to cancel a player's open bet (the betting records' cancel): the
 * vendor holds the ticket and alone knows whether its events are still open, so it decides; only
 * when it has cancelled its ticket does the operator give the stake back (server/wallet/refunds.ts).
 * The call is `POST /vendors/:vendor/api/operator/cancel { roundId, playerId }`, signed as the
 * seamless wallet's calls are (X-Vendor, X-Signature: hex HMAC-SHA256 of the body with the
 * vendor's secret). In one process it goes through the app itself (`app.inject`); with the vendors
 * in their own process `VENDOR_URL` names their origin. Its answer is validated here.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SEAMLESS_HEADERS } from '../../src/contracts/seamless';
import { sign } from '../vendors/seamless-client';
import { vendorSecret } from './seamless/secrets';

export const VENDOR_CANCEL_PATH = (vendorCode: string) => `/vendors/${encodeURIComponent(vendorCode)}/api/operator/cancel`;

/** What the vendor says: it cancelled its ticket, betting has closed, it holds no open ticket of that round. */
export const VendorCancelStatus = v.picklist(['cancelled', 'closed', 'unknown']);
export type VendorCancelAnswer = v.InferOutput<typeof VendorCancelStatus> | 'unavailable';
const Answer = v.object({ success: v.literal(true), value: v.object({ status: VendorCancelStatus }) });

export type VendorCancel = (order: {
  tenantId: string;
  memberId: number;
  vendorCode: string;
  roundId: string;
}) => Promise<VendorCancelAnswer>;

type Post = (path: string, body: string, headers: Record<string, string>) => Promise<string>;

function postOf(app: FastifyInstance, vendorUrl: string | undefined): Post {
  if (vendorUrl) {
    return async (path, body, headers) => {
      const res = await fetch(new URL(path, vendorUrl), { method: 'POST', body, headers, signal: AbortSignal.timeout(5_000) });
      return res.text();
    };
  }
  return async (path, body, headers) => (await app.inject({ method: 'POST', url: path, payload: body, headers })).body;
}

export function vendorCancelOf(app: FastifyInstance, installation: () => Promise<string>): VendorCancel {
  const post = postOf(app, app.config.vendorUrl);
  return async (order) => {
    const body = JSON.stringify({ roundId: order.roundId, playerId: `${order.tenantId}:${order.memberId}` });
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.vendor]: order.vendorCode,
      [SEAMLESS_HEADERS.signature]: sign(vendorSecret(await installation(), order.vendorCode), body),
    };
    try {
      const parsed = v.safeParse(Answer, JSON.parse(await post(VENDOR_CANCEL_PATH(order.vendorCode), body, headers)));
      return parsed.success ? parsed.output.value.status : 'unavailable';
    } catch {
      return 'unavailable';
    }
  };
}
