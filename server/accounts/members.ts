/** The members table. Every function takes a Queryable so it can run inside a call's transaction. */
import type { Queryable } from '../db/types';

export type AccountKind = 'player' | 'agent' | 'staff';
export type MemberRow = {
  id: number;
  tenant_id: string;
  merchant_code: string;
  username: string;
  member_type: number;
  account_kind: AccountKind;
  password_hash: string | null;
  temp_password_hash: string | null;
  temp_password_expires_at: Date | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  nickname: string | null;
  payee_name: string | null;
  birthday: string | null;
  affiliate_code: string | null;
  trial: boolean;
  disabled: boolean;
  last_login_at: Date | null;
  created_at: Date;
};

export type NewMember = {
  tenantId: string;
  merchantCode: string;
  username: string;
  memberType?: number;
  accountKind?: AccountKind;
  passwordHash: string | null;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  nickname?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  profile?: Record<string, string>;
  affiliateCode?: string | null;
  referrerId?: number | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  identityProvider?: string | null;
  identitySubject?: string | null;
  trial?: boolean;
  now: Date;
};

const orNull = (s: string | null | undefined) => (s === undefined || s === '' ? null : s);

export async function insertMember(db: Queryable, m: NewMember): Promise<MemberRow> {
  const rows = await db.query<MemberRow>(
    `INSERT INTO members (tenant_id, merchant_code, username, member_type, account_kind, password_hash,
       country_dialing_code, mobile_num, email, nickname, payee_name, birthday, profile, affiliate_code,
       referrer_id, register_method, register_url, identity_provider, identity_subject, trial, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13::jsonb,$14,$15,$16,$17,$18,$19,$20,$21) RETURNING *`,
    [
      m.tenantId,
      m.merchantCode,
      m.username,
      m.memberType ?? 0,
      m.accountKind ?? 'player',
      m.passwordHash,
      orNull(m.mobileNum) ? orNull(m.countryDialingCode) : null,
      orNull(m.mobileNum),
      orNull(m.email),
      orNull(m.nickname),
      orNull(m.payeeName),
      orNull(m.birthday),
      JSON.stringify(m.profile ?? {}),
      orNull(m.affiliateCode),
      m.referrerId ?? null,
      orNull(m.registerMethod),
      orNull(m.registerUrl),
      orNull(m.identityProvider),
      orNull(m.identitySubject),
      m.trial ?? false,
      m.now,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into members returned no row');
  return row;
}

export async function memberById(db: Queryable, id: number): Promise<MemberRow | undefined> {
  return (await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]))[0];
}

export async function memberByUsername(db: Queryable, merchant: string, username: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_code = $1 AND lower(username) = lower($2)', [
    merchant,
    username,
  ]);
  return rows[0];
}

export async function memberByMobile(db: Queryable, merchant: string, dialing: string, mobile: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND country_dialing_code = $2 AND mobile_num = $3',
    [merchant, dialing, mobile],
  );
  return rows[0];
}

/** A login name that is all digits may be a mobile number (any dialing code) when that is unambiguous. */
export async function memberByLoginName(db: Queryable, merchant: string, name: string): Promise<MemberRow | undefined> {
  const byName = await memberByUsername(db, merchant, name);
  if (byName || !/^\d+$/.test(name)) return byName;
  const rows = await db.query<MemberRow>('SELECT * FROM members WHERE merchant_code = $1 AND mobile_num = $2 LIMIT 2', [merchant, name]);
  return rows.length === 1 ? rows[0] : undefined;
}

export async function emailTaken(db: Queryable, merchant: string, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM members WHERE merchant_code = $1 AND lower(email) = lower($2)', [merchant, email]);
  return rows.length > 0;
}

export async function agentByAffiliateCode(db: Queryable, merchant: string, code: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    `SELECT * FROM members WHERE merchant_code = $1 AND affiliate_code = $2 AND NOT disabled
       AND (account_kind = 'agent' OR member_type NOT IN (0, 4, 40))`,
    [merchant, code],
  );
  return rows[0];
}

export async function memberByIdentity(db: Queryable, merchant: string, provider: string, subject: string): Promise<MemberRow | undefined> {
  const rows = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND identity_provider = $2 AND identity_subject = $3',
    [merchant, provider, subject],
  );
  return rows[0];
}

export async function setPassword(db: Queryable, id: number, hash: string): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, temp_password_hash = NULL, temp_password_expires_at = NULL WHERE id = $1', [
    id,
    hash,
  ]);
}

export async function setTemporaryPassword(db: Queryable, id: number, hash: string, expires: Date): Promise<void> {
  await db.query('UPDATE members SET temp_password_hash = $2, temp_password_expires_at = $3 WHERE id = $1', [id, hash, expires]);
}

/** True for a unique-constraint violation (PostgreSQL 23505), with the index name when known. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return null;
  if (typeof e.constraint === 'string') return e.constraint;
  return typeof e.message === 'string' ? e.message : '';
}
