/**
 * The remembered login and the temporary password are stored obfuscated by the device codec,
 * which loads on demand: with nothing stored the atoms read null at once (no crypto), with a record
 * stored their first read decodes it; a newer write wins over an older one still encoding.
 */
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { tempPasswordAtom } from './member';
import { decodeRemembered, encodeRemembered, REMEMBER_KEYS, rememberedLoginAtom } from './remembered';

const record = { type: 'username' as const, username: 'alice1', password: 'secret12', countryDialingCode: '' };
const settle = async () => {
  // the codec chunk is a dynamic import: let it and the encoding finish
  for (let i = 0; i < 20 && !localStorage.getItem(REMEMBER_KEYS.record); i++) await new Promise((r) => setTimeout(r, 5));
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('remembered login', () => {
  it('reads null at once when nothing is stored', () => {
    expect(createStore().get(rememberedLoginAtom)).toBeNull();
  });

  it('stores the record encrypted and a fresh store decodes it', async () => {
    createStore().set(rememberedLoginAtom, record);
    await settle();
    const stored = localStorage.getItem(REMEMBER_KEYS.record) ?? '';
    expect(stored).toMatch(/^U2FsdGVkX1/);
    expect(stored).not.toContain('secret12');
    expect(await createStore().get(rememberedLoginAtom)).toEqual(record);
    expect(await decodeRemembered(await encodeRemembered(record))).toEqual(record);
  });

  it('forgetting right after remembering stores nothing', async () => {
    const store = createStore();
    store.set(rememberedLoginAtom, record);
    store.set(rememberedLoginAtom, null);
    await new Promise((r) => setTimeout(r, 50));
    expect(localStorage.getItem(REMEMBER_KEYS.record)).toBeNull();
    expect(store.get(rememberedLoginAtom)).toBeNull();
  });
});

describe('temporary password', () => {
  it('is kept obfuscated for the tab and read back by a fresh store', async () => {
    expect(createStore().get(tempPasswordAtom)).toBeNull();
    createStore().set(tempPasswordAtom, 'Temp1234');
    for (let i = 0; i < 20 && !sessionStorage.getItem('tempPassword'); i++) await new Promise((r) => setTimeout(r, 5));
    expect(sessionStorage.getItem('tempPassword')).not.toContain('Temp1234');
    expect(await createStore().get(tempPasswordAtom)).toBe('Temp1234');
  });
});
