/**
 * A member signed in without the login form, for tests that are not about logging in (the account
 * specs keep logging in through the form). `apiLogin` sends the site's own login call
 * (`POST /wps/session/login`, its body encrypted under the brand's payload key, with the platform
 * headers) from Node; `signIn` puts the session where the site reads it (localStorage `token` and
 * `sessionInfo`, as a login through the form stores them) before the page's first script runs, so
 * the page boots signed in. A login through the form costs a page load, the modal and the sign-in
 * announcement (several seconds on a loaded machine); this costs one call.
 *
 * A session put in place this way never saw a login in the page: the login-announcement popup,
 * which opens on home after a login in the tab, does not open.
 */
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import * as v from 'valibot';
import { CaptchaValueSchema } from '../../../src/contracts/account/captcha';
import { LoginValueSchema } from '../../../src/contracts/account/session';
import { AnyEnvelopeSchema, HEADERS } from '../../../src/contracts/envelope';
import { STORAGE_KEYS } from '../../../src/contracts/storage-keys';
import { ROOT } from './servers';

/** What the site keeps of a login (src/kernel/session/atoms.ts `SessionInfo`), and the brand it is for. */
export type MemberSession = {
  brand: string;
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
};

const BrandKeysSchema = v.object({ merchantCode: v.string(), payloadKey: v.string() });

function brandKeys(brand: string): v.InferOutput<typeof BrandKeysSchema> {
  return v.parse(BrandKeysSchema, JSON.parse(readFileSync(join(ROOT, 'tenants', `${brand}.json`), 'utf8')));
}

/**
 * The site's encrypted body (src/contracts/payload-crypto.ts: crypto-js AES under a passphrase, the
 * OpenSSL "Salted__" form) made with node:crypto: crypto-js's subpath modules do not load in the
 * test runner's ES module loader. The key and IV come from the passphrase and a random salt by
 * OpenSSL's EVP_BytesToKey (MD5), as crypto-js derives them; the server decrypts it with crypto-js.
 */
export function encryptedBody(obj: unknown, passphrase: string): { data: string } {
  const salt = randomBytes(8);
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash('md5')
      .update(Buffer.concat([block, Buffer.from(passphrase, 'utf8'), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  const cipher = createCipheriv('aes-256-cbc', derived.subarray(0, 32), derived.subarray(32, 48));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(obj), 'utf8'), cipher.final()]);
  return { data: Buffer.concat([Buffer.from('Salted__', 'latin1'), salt, sealed]).toString('base64') };
}

/** A call the server answered with a failure envelope; `code` is the envelope's. */
class RefusedCall extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A call to an e2e server as a brand host (Node cannot resolve *.localhost by itself): its envelope's value, or a clear error. */
function hostCall(
  port: number,
  brand: string,
  what: string,
  o: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: unknown },
): Promise<unknown> {
  const data = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string | number> = { ...o.headers, Host: `${brand}.localhost:${port}` };
  if (data !== undefined) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) });
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: o.path, method: o.method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(data);
  }).then(({ status, text }) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`${what} on ${brand}: HTTP ${status}, not JSON: ${text.slice(0, 200)}`);
    }
    const envelope = v.parse(AnyEnvelopeSchema, json);
    if (!envelope.success)
      throw new RefusedCall(`${what} on ${brand} refused (HTTP ${status}): ${envelope.code} ${envelope.message}`, envelope.code);
    return envelope.value;
  });
}

/**
 * Logs `username` in on `brand` through the site's login call on the server at `port`.
 * `o.headers`: extra request headers (the accounts suite's `X-Forwarded-For`, so the login counts
 * against the test's own address). `o.captcha`: the answer to a captcha image by its id (a suite
 * server's `/__e2e/captcha`): when the server asks for a captcha (a brand that always does), the
 * login is sent again with one, as the form does. Fails with the server's answer when the login is
 * refused.
 */
export async function apiLogin(
  port: number,
  brand: string,
  username: string,
  password: string,
  o: { headers?: Record<string, string>; captcha?: (captchaId: string) => Promise<string> } = {},
): Promise<MemberSession> {
  const { merchantCode, payloadKey } = brandKeys(brand);
  const platform = { ...o.headers, [HEADERS.merchant]: merchantCode, [HEADERS.language]: 'EN', [HEADERS.device]: 'MOBILE' };
  const login = (captcha?: { captcha: string; captchaId: string }) =>
    hostCall(port, brand, `the login of ${username}`, {
      method: 'POST',
      path: '/wps/session/login',
      // ENCRYPTION_HEADER of payload-crypto.ts, which this file cannot import (see encryptedBody)
      headers: { ...platform, [HEADERS.encryption]: 'AES' },
      body: encryptedBody({ type: 'username', username, password, ...captcha }, payloadKey),
    });
  const solve = o.captcha;
  // as the form does: a captcha only once the server asks for one (login.captcha.required)
  const value = await login().catch(async (error: unknown) => {
    if (!solve || !(error instanceof RefusedCall) || error.code !== 'login.captcha.required') throw error;
    const image = v.parse(
      CaptchaValueSchema,
      await hostCall(port, brand, 'a captcha', { method: 'GET', path: '/wps/captcha', headers: platform }),
    );
    return login({ captchaId: image.captchaId, captcha: await solve(image.captchaId) });
  });
  const answer = v.parse(LoginValueSchema, value);
  return { brand, token: answer.token, merchantCode, userName: answer.userName, type: answer.type, firstTimeLogin: answer.firstTimeLogin };
}

/** sessionStorage mark of a tab `signIn` has put the session in (so a tab that later logs out stays logged out). */
const SEEDED = 'e2e.session.seeded';

/**
 * Signs the context in as `session` on `origin` (any URL of the brand's site): before the first
 * script of the context's first page of that origin, an init script writes the session where the
 * site reads it (localStorage `token` and `sessionInfo`, JSON, as the site writes them), unless a
 * token is there already. Once per tab: a reload after the page logged out stays logged out. Call
 * it before the page loads the site. An init script, not `context.setStorageState`: that one opens
 * and loads a page of its own (about a second on a loaded machine).
 */
export async function signIn(target: Page | BrowserContext, origin: string, session: MemberSession): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  const { brand: _brand, ...info } = session;
  await context.addInitScript(
    ({ at, items, seeded, tokenKey }) => {
      if (window !== window.top || location.origin !== at) return;
      if (sessionStorage.getItem(seeded) !== null || localStorage.getItem(tokenKey) !== null) return;
      for (const [name, value] of items) localStorage.setItem(name, value);
      sessionStorage.setItem(seeded, '1');
    },
    {
      at: new URL(origin).origin,
      items: [
        [STORAGE_KEYS.token, JSON.stringify(session.token)],
        [STORAGE_KEYS.sessionInfo, JSON.stringify(info)],
      ] as [string, string][],
      seeded: SEEDED,
      tokenKey: STORAGE_KEYS.token,
    },
  );
}
