/** Sends one wallet call by its contract (method, path, how the input travels), validating the answer. */
import { WALLET_CALLS, type WalletCallName } from '@contracts/wallet/calls';
import { apiRequest } from '@kernel';
import type * as v from 'valibot';

type Query = Record<string, string | number | boolean | null | undefined>;

export function sendWalletCall<T>(name: WalletCallName, schema: v.GenericSchema<T>, input?: object): Promise<T> {
  const def = WALLET_CALLS[name];
  if (def.input === 'query') return apiRequest(def.path, { method: def.method, schema, query: (input ?? {}) as Query });
  if (def.input === 'json') return apiRequest(def.path, { method: def.method, schema, body: input ?? {} });
  return apiRequest(def.path, { method: def.method, schema });
}

/** A fresh key for one submission: a retry of the same submission reuses it, so money moves once. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}
