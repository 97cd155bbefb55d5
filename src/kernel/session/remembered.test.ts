/**
 * The remembered login and the temporary password are stored obfuscated by the device codec,
 * which loads on demand: with nothing stored the atoms read null at once (no crypto), with a record
 * stored their first read decodes it; a newer write wins over an older one still encoding. A write
 * resolves once the value is stored.
 */
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { tempPasswordAtom } from './member';
import { decodeRemembered, encodeRemembered, REMEMBER_KEYS, rememberedLoginAtom } from './remembered';

const record = { type: 'username' as const, username: 'alice1', password: 'secret12', countryDialingCode: '' };
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('remembered login', () => {
  it('reads null at once when nothing is stored', () => {
    expect(createStore().get(rememberedLoginAtom)).toBeNull();
  });

  it('stores the record encrypted and a fresh store decodes it', async () => {
    await createStore().set(rememberedLoginAtom, record);
    const stored = localStorage.getItem(REMEMBER_KEYS.record) ?? '';
    expect(stored).toMatch(/^U2FsdGVkX1/);
    expect(stored).not.toContain('secret12');
    expect(await createStore().get(rememberedLoginAtom)).toEqual(record);
    expect(await decodeRemembered(await encodeRemembered(record))).toEqual(record);
  });

  it('forgetting right after remembering stores nothing', async () => {
    const store = createStore();
    const remembering = store.set(rememberedLoginAtom, record);
    await store.set(rememberedLoginAtom, null);
    await remembering;
    expect(localStorage.getItem(REMEMBER_KEYS.record)).toBeNull();
    expect(store.get(rememberedLoginAtom)).toBeNull();
  });
});

describe('temporary password', () => {
  it('is kept obfuscated for the tab and read back by a fresh store', async () => {
    expect(createStore().get(tempPasswordAtom)).toBeNull();
    await createStore().set(tempPasswordAtom, 'Temp1234');
    expect(sessionStorage.getItem('tempPassword')).not.toContain('Temp1234');
    expect(await createStore().get(tempPasswordAtom)).toBe('Temp1234');
  });
});
