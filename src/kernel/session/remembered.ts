/**
 * The remembered login (spec §3), stored encrypted (device-codec.ts). The crypto loads only when a
 * record is stored or written: with none, the atom reads null at once; with one, its first read is
 * a promise (a component reading it suspends until the record is decoded).
 */
import { atom } from 'jotai';
import { readItem, writeItem } from '../storage';
import { REMEMBER_KEYS, type RememberedLogin } from './remembered-record';

export { REMEMBER_KEYS, type RememberedLogin } from './remembered-record';

/** The device codec (crypto-js), fetched on first use. */
export const deviceCodec = () => import(/* webpackChunkName: "device-codec" */ './device-codec');

export async function encodeRemembered(record: RememberedLogin, key?: string): Promise<string> {
  return (await deviceCodec()).encodeRemembered(record, key);
}
export async function decodeRemembered(data: string, key?: string): Promise<RememberedLogin | null> {
  return (await deviceCodec()).decodeRemembered(data, key);
}

/** Counts writes: an encoding that finishes after a newer write does not store its older record. */
let writes = 0;

/** undefined until first written: reads decode storage (so a record saved elsewhere is seen). */
const baseAtom = atom<RememberedLogin | null | undefined>(undefined);

/** The remembered login (decoded), or null; writing null forgets it. */
export const rememberedLoginAtom = atom(
  (get): RememberedLogin | null | Promise<RememberedLogin | null> => {
    const value = get(baseAtom);
    if (value !== undefined) return value;
    const raw = readItem(REMEMBER_KEYS.record);
    return raw ? decodeRemembered(raw) : null;
  },
  // resolves once stored (the codec is a lazy chunk): a login awaits it
  async (_get, set, record: RememberedLogin | null): Promise<void> => {
    set(baseAtom, record);
    const write = ++writes;
    if (!record) return writeItem(REMEMBER_KEYS.record, null);
    const data = await encodeRemembered(record);
    if (write === writes) writeItem(REMEMBER_KEYS.record, data);
  },
);
