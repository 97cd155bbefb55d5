/** Validates a wallet call's input: 400 `request.invalid` naming each bad field, nothing written. */
import * as v from 'valibot';
import { fieldErrors } from '../../src/contracts/validation/field-errors';
import { ApiError } from '../http/api-error';

export function parseWallet<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const r = v.safeParse(schema, input ?? {});
  if (r.success) return r.output;
  const text = r.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join('; ');
  throw new ApiError('request.invalid', { message: `Invalid request: ${text}`, status: 400, value: { fields: fieldErrors(r.issues) } });
}

/** `[start, end)` of the days `startDate`..`endDate` (UTC), each optional. */
export function dayRange(startDate?: string, endDate?: string): { from: Date | null; to: Date | null } {
  const from = startDate ? new Date(`${startDate}T00:00:00.000Z`) : null;
  const to = endDate ? new Date(new Date(`${endDate}T00:00:00.000Z`).getTime() + 86_400_000) : null;
  return { from: from && !Number.isNaN(from.getTime()) ? from : null, to: to && !Number.isNaN(to.getTime()) ? to : null };
}

export function pageInfo(pageNo: number, pageSize: number, totalCount: number) {
  return { pageNo, pageSize, totalCount, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}
