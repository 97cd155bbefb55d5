/**
 * Staff passwords: at least 12 characters, not the username (nor containing it), not one of the
 * commonly used passwords below, not one character repeated. Hashed like players' passwords
 * (scrypt, server/accounts/secrets.ts).
 */

export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

/** Passwords (lower-case) that lead every published list of leaked passwords, at 12 characters or more. */
const COMMON = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789abc',
  '1q2w3e4r5t6y',
  'qwertyuiop12',
  'qwertyuiopasdf',
  'qwerty123456',
  'password1234',
  'password12345',
  'password123!',
  'passw0rd1234',
  'iloveyou1234',
  'administrator',
  'administrator1',
  'admin1234567',
  'adminadmin12',
  'welcome12345',
  'letmein12345',
  'changeme1234',
  'football1234',
  'baseball1234',
  'superman1234',
  'princess1234',
  'abcdefghijkl',
  'abc123456789',
  'aaaaaaaaaaaa',
  'qazwsxedcrfv',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'p@ssw0rd1234',
  'p@ssword1234',
  'trustno11234',
  'sunshine1234',
  'monkey123456',
  'dragon123456',
]);

/** What is wrong with a password, or null when it is acceptable. */
export function staffPasswordProblem(password: string, username: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return `at least ${STAFF_PASSWORD_MIN} characters`;
  if (password.length > STAFF_PASSWORD_MAX) return `at most ${STAFF_PASSWORD_MAX} characters`;
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return 'must not contain the username';
  if (COMMON.has(lower)) return 'too common';
  if (new Set(lower).size < 4) return 'too few different characters';
  return null;
}
