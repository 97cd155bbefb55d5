/** Test support for the account routes: the app with the account group, calls by brand, fixtures. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ACCOUNT_CALLS, type AccountCallName } from '../../../src/contracts/account/calls';
import { encryptedBody } from '../../../src/contracts/payload-crypto';
import type { AccountKind } from '../../accounts/members';
import { insertMember } from '../../accounts/members';
import { hashPassword, randomAlnum, sha256 } from '../../accounts/secrets';
import { buildTestApp, type TestApp } from '../../test/helper';
import accountRoutes from './index';

export async function accountTestApp(): Promise<TestApp> {
  const t = await buildTestApp();
  if (!t.app.hasRoute({ method: 'POST', url: ACCOUNT_CALLS.login.path })) await t.app.register(accountRoutes);
  await t.app.ready();
  return t;
}

export type CallOptions = {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  /** encrypt the body with this brand's key (default: the call's own setting) */
  encrypt?: boolean | string;
  ip?: string;
  form?: boolean;
  /** the platform `Language` header (else the brand's default language) */
  language?: string;
};

export async function call(
  app: FastifyInstance,
  brand: string,
  name: AccountCallName,
  o: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const def = ACCOUNT_CALLS[name];
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  const headers: Record<string, string> = { host: `${brand}.localhost`, device: 'MOBILE' };
  if (o.token) headers.authorization = o.token;
  if (o.language) headers.language = o.language;
  let payload: string | undefined;
  const encrypt = o.encrypt ?? def.encrypted;
  if (encrypt && o.body !== undefined) {
    headers.encryption = 'AES';
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(encryptedBody(o.body, typeof encrypt === 'string' ? encrypt : tenant.payloadKey));
  } else if (o.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(o.body as Record<string, string>).toString();
  } else if (o.body !== undefined || def.input === 'json') {
    headers['content-type'] = 'application/json';
    if (def.encrypted) headers.encryption = 'AES';
    payload = typeof o.body === 'string' ? o.body : JSON.stringify(o.body ?? {});
  }
  return app.inject({ method: def.method, url: def.path, headers, payload, query: o.query, remoteAddress: o.ip ?? '127.0.0.1' });
}

export function env(res: LightMyRequestResponse): {
  success: boolean;
  code: string;
  message: string;
  value: Record<string, unknown> | null;
} {
  return res.json();
}

export async function count(app: FastifyInstance, table: string): Promise<number> {
  const rows = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

/** Row counts of every account table: equal before and after a refused call = no write. */
export async function snapshot(app: FastifyInstance): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of ['members', 'sessions', 'sms_codes', 'outbox', 'feedback']) out[t] = await count(app, t);
  const used = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE used_at IS NOT NULL');
  out.sms_used = used[0]?.n ?? 0;
  const pw = await app.db.query<{ h: string | null }>(
    "SELECT string_agg(coalesce(password_hash, '') || coalesce(temp_password_hash, ''), ',' ORDER BY id) AS h FROM members",
  );
  out.password_fingerprint = (pw[0]?.h ?? '').length;
  return out;
}

export async function makeMember(
  app: FastifyInstance,
  brand: string,
  m: { username: string; password?: string; kind?: AccountKind; type?: number; mobile?: string; email?: string; affiliateCode?: string },
) {
  const tenant = app.tenants.get(brand);
  if (!tenant) throw new Error(`no brand ${brand}`);
  return insertMember(app.db, {
    tenantId: tenant.id,
    merchantCode: tenant.merchantCode,
    username: m.username,
    passwordHash: m.password ? await hashPassword(m.password) : null,
    accountKind: m.kind ?? 'player',
    memberType: m.type ?? 0,
    countryDialingCode: m.mobile ? '+855' : null,
    mobileNum: m.mobile ?? null,
    email: m.email ?? null,
    affiliateCode: m.affiliateCode ?? null,
    now: new Date(),
  });
}

/** A captcha whose answer the test knows (the real one is only in the image). */
export async function knownCaptcha(app: FastifyInstance, brand: string, answer = '1234'): Promise<{ captchaId: string; captcha: string }> {
  const id = randomAlnum(24);
  await app.db.query('INSERT INTO captchas (id, tenant_id, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    brand,
    sha256(`${id}:${answer}`),
    new Date(),
    new Date(Date.now() + 300_000),
  ]);
  return { captchaId: id, captcha: answer };
}

/** The code in the latest SMS to a number (six digits, in whatever language the SMS is written). */
export async function lastSmsCode(app: FastifyInstance, recipient: string): Promise<string> {
  const rows = await app.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE channel = 'sms' AND recipient = $1 ORDER BY id DESC LIMIT 1",
    [recipient],
  );
  const m = /(?<!\d)(\d{6})(?!\d)/.exec(rows[0]?.body ?? '');
  if (!m?.[1]) throw new Error(`no SMS code for ${recipient}`);
  return m[1];
}

export async function setFlag(app: FastifyInstance, brand: string, flag: string, on: boolean): Promise<void> {
  await app.db.query(
    `INSERT INTO tenant_overrides (tenant_id, flag_key, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, flag_key) DO UPDATE SET enabled = EXCLUDED.enabled`,
    [brand, flag, on],
  );
}
