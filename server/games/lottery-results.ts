/**
 * The lobby's opened lottery numbers come from the lottery vendor, not from the operator: the
 * vendor's public results call `GET /vendors/:vendor/api/results/:gameType/:gameCode` (drawn
 * events with their revealed seeds, newest first). In one process the call goes through the app
 * itself (`app.inject`, the same request without a socket); with the vendors in their own process
 * `VENDOR_URL` names their origin and it goes over HTTP, as the seamless wallet calls do the
 * other way round. The answer is validated here (valibot) before it reaches a member.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiError } from '../http/api-error';
import type { CatalogueGame } from './catalogue';

export type VendorGet = (path: string) => Promise<{ statusCode: number; body: string }>;

export function vendorGetOf(app: FastifyInstance, vendorUrl: string | undefined): VendorGet {
  if (vendorUrl) {
    return async (path) => {
      const res = await fetch(new URL(path, vendorUrl), { signal: AbortSignal.timeout(5_000) });
      return { statusCode: res.status, body: await res.text() };
    };
  }
  return async (path) => {
    const res = await app.inject({ method: 'GET', url: path });
    return { statusCode: res.statusCode, body: res.body };
  };
}

const VendorDraw = v.object({
  index: v.pipe(v.number(), v.integer()),
  drawAt: v.pipe(v.string(), v.isoTimestamp()),
  nextDrawAt: v.pipe(v.string(), v.isoTimestamp()),
  result: v.object({ digits: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9))), v.length(5)) }),
});
const VendorAnswer = v.object({ success: v.literal(true), value: v.array(VendorDraw) });

/** One opened draw as the lobby's lottery calls give it. */
export type Draw = { gameCode: string; numero: number; openedAt: string; nextAt: string; numbers: number[] };

/** The latest `count` draws of a lottery game from its vendor, newest first (fewer, or none, early on). */
export async function openedDraws(get: VendorGet, g: CatalogueGame, count: number): Promise<Draw[]> {
  const path = `/vendors/${encodeURIComponent(g.vendorCode)}/api/results/${encodeURIComponent(g.gameType)}/${encodeURIComponent(g.gameCode)}`;
  let parsed: v.InferOutput<typeof VendorAnswer>;
  try {
    const res = await get(path);
    parsed = v.parse(VendorAnswer, JSON.parse(res.body));
  } catch {
    throw new ApiError('game.vendor.unavailable');
  }
  return parsed.value.slice(0, count).map((d) => ({
    gameCode: g.gameCode,
    numero: d.index,
    openedAt: d.drawAt,
    nextAt: d.nextDrawAt,
    numbers: d.result.digits,
  }));
}
