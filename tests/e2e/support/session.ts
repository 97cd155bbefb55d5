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
function encryptedBody(obj: unknown, passphrase: string): { data: string } {
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

/** POST JSON to an e2e server as a brand host (Node cannot resolve *.localhost by itself). */
function hostPost(
  port: number,
  brand: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; text: string }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          ...headers,
          Host: `${brand}.localhost:${port}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(data),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/**
 * Logs `username` in on `brand` through the site's login call on the server at `port`. `headers`:
 * extra request headers (the accounts suite's `X-Forwarded-For`, so the login counts against the
 * test's own address). Fails with the server's answer when the login is refused (a brand that
 * always asks for a captcha refuses it: sign such a member in through the accounts suite's
 * `signedInMember`).
 */
export async function apiLogin(
  port: number,
  brand: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<MemberSession> {
  const { merchantCode, payloadKey } = brandKeys(brand);
  const res = await hostPost(
    port,
    brand,
    '/wps/session/login',
    {
      ...headers,
      [HEADERS.merchant]: merchantCode,
      [HEADERS.language]: 'EN',
      [HEADERS.device]: 'MOBILE',
      // ENCRYPTION_HEADER of payload-crypto.ts, which this file cannot import (see encryptedBody)
      [HEADERS.encryption]: 'AES',
    },
    encryptedBody({ type: 'username', username, password }, payloadKey),
  );
  let json: unknown;
  try {
    json = JSON.parse(res.text);
  } catch {
    throw new Error(`login of ${username} on ${brand}: HTTP ${res.status}, not JSON: ${res.text.slice(0, 200)}`);
  }
  const envelope = v.parse(AnyEnvelopeSchema, json);
  if (!envelope.success) throw new Error(`login of ${username} on ${brand} refused: ${envelope.code} ${envelope.message}`);
  const value = v.parse(LoginValueSchema, envelope.value);
  return { brand, token: value.token, merchantCode, userName: value.userName, type: value.type, firstTimeLogin: value.firstTimeLogin };
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
