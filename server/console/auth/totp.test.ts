/** TOTP against the RFC 6238 test vectors (SHA-1, last 6 of the 8 digits), base32, the window and replay rule; the staff password rule. */
import { describe, expect, it } from 'vitest';
import { staffPasswordProblem } from './password-rule';
import { base32Decode, base32Encode, codeAt, matchStep, newTotpSecret, otpauthUri, stepAt, totpCode } from './totp';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890"
const SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('totp', () => {
  it('matches the RFC 6238 vectors', () => {
    expect(base32Decode(SECRET).toString('ascii')).toBe('12345678901234567890');
    for (const [seconds, code] of VECTORS) expect(totpCode(SECRET, new Date(seconds * 1000)), String(seconds)).toBe(code);
  });

  it('round-trips base32 and makes 160-bit secrets', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
    expect(() => base32Decode('not base32!')).toThrow(/base32/);
  });

  it('accepts one step either side, not two, and never a step at or before the last used one', () => {
    const now = new Date(1_700_000_000_000);
    const step = stepAt(now);
    expect(matchStep(SECRET, codeAt(SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchStep(SECRET, codeAt(SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchStep(SECRET, codeAt(SECRET, step + 2), now, null)).toBeNull();
    expect(matchStep(SECRET, codeAt(SECRET, step - 2), now, null)).toBeNull();
    expect(matchStep(SECRET, codeAt(SECRET, step), now, step)).toBeNull();
    expect(matchStep(SECRET, codeAt(SECRET, step + 1), now, step)).toBe(step + 1);
    expect(matchStep(SECRET, '12345', now, null)).toBeNull();
    expect(matchStep(SECRET, 'abcdef', now, null)).toBeNull();
  });

  it('writes the otpauth address authenticator apps read', () => {
    const uri = new URL(otpauthUri(SECRET, 'alice', 'Operator console'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(SECRET);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Operator console:alice');
  });
});

describe('staff password rule', () => {
  it('refuses short, username-bearing, common and one-note passwords; accepts a long mixed one', () => {
    expect(staffPasswordProblem('Short-1', 'alice')).toMatch(/12/);
    expect(staffPasswordProblem('my-alice-password', 'alice')).toMatch(/username/);
    expect(staffPasswordProblem('Password1234', 'alice')).toMatch(/common/);
    expect(staffPasswordProblem('abababababab', 'alice')).toMatch(/different/);
    expect(staffPasswordProblem('Ledger-Lantern-4417', 'alice')).toBeNull();
  });
});
