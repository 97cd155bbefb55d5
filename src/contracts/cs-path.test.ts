import { describe, expect, it } from 'vitest';
import { CS_KEY_LENGTH, decryptCsPath, encryptCsPath, randomCsKey } from './cs-path';

describe('customer-service path', () => {
  it('round-trips a URL and carries its key as the last 8 characters', () => {
    const path = encryptCsPath('https://t.me/royal_demo', 'Ab3dE6gH');
    expect(path.endsWith('Ab3dE6gH')).toBe(true);
    expect(path.startsWith('U2FsdGVkX1')).toBe(true); // OpenSSL "Salted__" form
    expect(decryptCsPath(path)).toBe('https://t.me/royal_demo');
  });

  it('uses a fresh random key each time', () => {
    const a = encryptCsPath('/demo/chat');
    const b = encryptCsPath('/demo/chat');
    expect(a).not.toBe(b);
    expect(decryptCsPath(a)).toBe('/demo/chat');
    expect(randomCsKey()).toMatch(new RegExp(`^[A-Za-z0-9]{${CS_KEY_LENGTH}}$`));
  });

  it('answers null for a path that is not encrypted', () => {
    expect(decryptCsPath('short')).toBeNull();
    expect(decryptCsPath('not-a-ciphertext-at-allABCDEFGH')).toBeNull();
  });

  it('refuses a key of the wrong length', () => {
    expect(() => encryptCsPath('/x', 'short')).toThrow(/8 characters/);
  });
});
