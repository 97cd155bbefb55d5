/**
 * Remotes are registered at runtime from the status response (`info.paths.remotes`) and their
 * `./register` entry is loaded on first use (a route or menu that needs it), never at boot.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lendHostParts, type RemoteRegistration, store } from '@kernel';
import { atom } from 'jotai';
import { isRemoteFailure, RemoteLoadError } from './failure';

export type RemoteName = RemoteRegistration['name'];

// what remote pages borrow from the host (language picker, sign-out, ...): loaded when one asks
lendHostParts(() => import('./host-parts').then((m) => m.HOST_PARTS));
type RegisterModule = { default: RemoteRegistration };

let entries: Partial<Record<RemoteName, string>> = {};
const pending = new Map<RemoteName, Promise<RemoteRegistration>>();

/** Registrations loaded so far (menus drawn from remotes read this). */
export const registrationsAtom = atom<Partial<Record<RemoteName, RemoteRegistration>>>({});

export function registerRemoteEntries(remotes: Record<RemoteName, string>): void {
  const changed = (Object.keys(remotes) as RemoteName[]).filter((n) => entries[n] !== remotes[n]);
  if (changed.length === 0) return;
  entries = { ...entries, ...remotes };
  for (const name of changed) pending.delete(name);
  registerRemotes(
    changed.map((name) => ({ name, entry: remotes[name] })),
    { force: true },
  );
}

async function fetchRegistration(name: RemoteName): Promise<RemoteRegistration> {
  const mod = await loadRemote<RegisterModule | unknown>(`${name}/register`);
  if (isRemoteFailure(mod)) throw new RemoteLoadError(name, mod.message);
  const registration = (mod as RegisterModule | null)?.default;
  if (!registration || registration.name !== name) throw new RemoteLoadError(name, 'no registration exported');
  store.set(registrationsAtom, (all) => ({ ...all, [name]: registration }));
  return registration;
}

export function loadRegistration(name: RemoteName): Promise<RemoteRegistration> {
  let p = pending.get(name);
  if (!p) {
    p = fetchRegistration(name);
    pending.set(name, p);
    // a failure is not cached: Retry asks again
    p.catch(() => pending.delete(name));
  }
  return p;
}

/** Forget a failed remote so the next load fetches its entry again. */
export function resetRemote(name: RemoteName): void {
  pending.delete(name);
  const entry = entries[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
