import AES from 'crypto-js/aes';
import { describe, expect, it } from 'vitest';
import { decryptPayload, ENCRYPTION_HEADER, encryptedBody, encryptPayload, PayloadDecryptError } from './payload-crypto';

const KEY = 'royal-demo-payload-key-change-me';

describe('payload crypto', () => {
  it('round-trips an object in the OpenSSL Salted__ form', () => {
    const data = encryptPayload({ username: 'bob1', password: 'p@ss' }, KEY);
    expect(data.startsWith('U2FsdGVkX1')).toBe(true);
    expect(decryptPayload(data, KEY)).toEqual({ ok: true, value: { username: 'bob1', password: 'p@ss' } });
    expect(encryptedBody({ a: 1 }, KEY).data).not.toBe(encryptedBody({ a: 1 }, KEY).data);
    expect(ENCRYPTION_HEADER).toEqual({ name: 'Encryption', value: 'AES' });
  });

  it('answers a typed error for every kind of garbage, never throws', () => {
    const reasons = (data: string, key = KEY) => {
      const r = decryptPayload(data, key);
      if (r.ok) return 'ok';
      expect(r.error).toBeInstanceOf(PayloadDecryptError);
      return r.error.reason;
    };
    expect(reasons('')).toBe('not-base64');
    expect(reasons('hello world')).toBe('not-base64');
    expect(reasons(Buffer.from('x'.repeat(40)).toString('base64'))).toBe('not-base64');
    // without a MAC a wrong key shows as garbage bytes: mostly invalid UTF-8 / empty or not JSON;
    // rarely the bytes happen to parse (a lone digit), which callers' schemas then refuse. Never the
    // original payload.
    for (let i = 0; i < 2000; i++) {
      const r = decryptPayload(encryptPayload({ a: i }, KEY), 'another-brand-key-0000');
      if (r.ok) expect(r.value).not.toEqual({ a: i });
      else expect(['wrong-key', 'not-json']).toContain(r.error.reason);
    }
    expect(reasons(AES.encrypt('not json {', KEY).toString())).toBe('not-json');
  });
});
