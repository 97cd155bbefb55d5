/** Password hashing (scrypt, per-user salt), token and code generation, one-way hashes. */
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LEN = 32;
const COST = { N: 16384, r: 8, p: 1 } as const;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LEN, COST, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash nobody's password matches: verifying against it costs the same as a real one. */
const DUMMY = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY).split('$');
  const [kind, , , , saltText, keyText] = parts;
  if (kind !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'));
  return stored !== null && stored !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** 32 random bytes, base64url: a session token. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

const ALNUM = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function randomAlnum(length: number, alphabet = ALNUM): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A temporary password that passes the password rule: letters and digits, starts with a letter. */
export function temporaryPassword(): string {
  return `${randomAlnum(1, 'abcdefghjkmnpqrstuvwxyz')}${randomAlnum(7)}${randomDigits(2)}`;
}
