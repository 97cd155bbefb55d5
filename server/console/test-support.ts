/**
 * Console route tests: `consoleTestApp({ role, brands })` builds a test app (a migrated database of
 * its own), creates a staff member of that role and scope with a known TOTP secret, and signs them in
 * through the real routes (password, then a code). Use `headers` on every call (the cookie and, for
 * writes, the CSRF header); `signIn` signs in another member on the same app.
 */
import type { FastifyInstance } from 'fastify';
import { clock } from '../clock';
import { buildTestApp } from '../test/helper';
import { CONSOLE_AUTH } from './auth/settings';
import { codeAt, newTotpSecret, stepAt } from './auth/totp';
import type { BrandScope, Role } from './permissions';
import { createStaff } from './staff/service';

export const TEST_STAFF_PASSWORD = 'correct horse battery staple';

export type SignedIn = {
  staffId: string;
  username: string;
  totpSecret: string;
  /** `console_session=<token>` */
  cookie: string;
  csrf: string;
  /** the cookie and the CSRF header, for `app.inject({ headers })` */
  headers: Record<string, string>;
};

export type ConsoleTestApp = SignedIn & {
  app: FastifyInstance;
  signIn(options: { role: Role; brands?: BrandScope; username?: string }): Promise<SignedIn>;
  close(): Promise<void>;
};

let counter = 0;

/** A fresh code of the secret for the current clock (a later step than any used: no replay refusal). */
export function freshCode(secret: string, offsetSteps = 0): string {
  return codeAt(secret, stepAt(clock.now()) + offsetSteps);
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const line = [setCookie ?? []].flat().find((c) => c.startsWith(`${CONSOLE_AUTH.cookie}=`));
  if (!line) throw new Error('no console session cookie was set');
  return line.split(';')[0] as string;
}

/** Creates a staff member (with a TOTP secret) and signs them in through the routes. */
export async function signInStaff(
  app: FastifyInstance,
  options: { role: Role; brands?: BrandScope; username?: string },
): Promise<SignedIn> {
  counter += 1;
  const username = options.username ?? `${options.role}-${counter}`;
  const totpSecret = newTotpSecret();
  const known = app.tenants.all.map((t) => t.id);
  const staff = await createStaff(
    app.db,
    { staffId: null, actor: 'test' },
    {
      username,
      displayName: `Test ${username}`,
      role: options.role,
      brands: !options.brands || options.brands === 'all' ? 'all' : [...options.brands],
      password: TEST_STAFF_PASSWORD,
    },
    known,
    clock.now(),
    totpSecret,
  );
  const first = await app.inject({ method: 'POST', url: '/console/api/session', payload: { username, password: TEST_STAFF_PASSWORD } });
  if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.body}`);
  const cookie = cookieFrom(first.headers['set-cookie']);
  const csrf = (first.json() as { value: { csrf: string } }).value.csrf;
  const headers = { cookie, [CONSOLE_AUTH.csrfHeader]: csrf };
  const second = await app.inject({
    method: 'POST',
    url: '/console/api/session/second-factor',
    headers,
    payload: { code: freshCode(totpSecret) },
  });
  if (second.statusCode !== 200) throw new Error(`second factor failed: ${second.body}`);
  return { staffId: staff.id, username, totpSecret, cookie, csrf, headers };
}

export async function consoleTestApp(options: { role: Role; brands?: BrandScope }): Promise<ConsoleTestApp> {
  const built = await buildTestApp();
  try {
    const first = await signInStaff(built.app, options);
    return { ...first, app: built.app, signIn: (o) => signInStaff(built.app, o), close: () => built.close() };
  } catch (error) {
    await built.close();
    throw error;
  }
}
