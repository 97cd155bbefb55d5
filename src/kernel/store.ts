/**
 * The one jotai store of the site. The host provides it; remotes reach it through the shared
 * kernel, so an atom written by a remote is the atom the shell reads.
 */
import { createStore } from 'jotai';

export const store = createStore();

/** A random id per store instance: e2e tests compare it across host and remotes. */
export const storeId = Math.random().toString(36).slice(2, 10);

/** The id of a store a caller sees (`useStore()` from its own jotai import): `foreign` if not ours. */
export function storeIdOf(candidate: unknown): string {
  return candidate === store ? storeId : 'foreign';
}
