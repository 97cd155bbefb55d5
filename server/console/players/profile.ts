/**
 * A member's file for the console: who they are, their money (balances, turnover, lifetime totals),
 * responsible-gambling limits and exclusion with its history, and their login sessions. The records
 * (ledger, betting) are read a page at a time by `records.ts`.
 */
import type { Tenant } from '../../../tenants/schema';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { type Usage, usageBetween } from '../../rg/usage';
import { type MemberContext, memberContext } from '../cashier/member-context';

export type SessionLine = {
  id: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  live: boolean;
};
export type RgEvent = { at: string; actor: string; action: string; detail: unknown };

export type PlayerProfile = {
  memberId: number;
  username: string;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  payeeName: string | null;
  birthday: string | null;
  accountKind: string;
  memberType: number;
  trial: boolean;
  locked: boolean;
  registerMethod: string | null;
  referrer: string | null;
  createdAt: string;
  lastLoginAt: string | null;
  context: MemberContext;
  lifetime: Usage;
  rgHistory: RgEvent[];
  sessions: SessionLine[];
};

type Raw = {
  id: number;
  username: string;
  nickname: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  payee_name: string | null;
  birthday: string | null;
  account_kind: string;
  member_type: number;
  trial: boolean;
  disabled: boolean;
  register_method: string | null;
  referrer: string | null;
  created_at: Date;
  last_login_at: Date | null;
};

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/** The member of this brand, or 404 (a member of another brand is not found either). */
export async function memberOfBrand(db: Queryable, tenant: Tenant, memberId: number): Promise<Raw> {
  const [m] = await db.query<Raw>(
    `SELECT m.id, m.username, m.nickname, m.email, m.country_dialing_code, m.mobile_num, m.payee_name, m.birthday, m.account_kind, m.member_type,
            m.trial, m.disabled, m.register_method, r.username AS referrer, m.created_at, m.last_login_at
       FROM members m LEFT JOIN members r ON r.id = m.referrer_id
      WHERE m.id = $1 AND m.tenant_id = $2`,
    [memberId, tenant.id],
  );
  if (!m) throw new ApiError('request.not.found', { message: `No member #${memberId} on ${tenant.id}` });
  return m;
}

export async function playerProfile(db: Queryable, tenant: Tenant, memberId: number, now: Date): Promise<PlayerProfile> {
  const m = await memberOfBrand(db, tenant, memberId);
  const context = await memberContext(db, tenant, m.id, now);
  if (!context) throw new ApiError('request.not.found');
  const sessions = await db.query<{
    id: number;
    created_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
    revoked_reason: string | null;
  }>('SELECT id, created_at, expires_at, revoked_at, revoked_reason FROM sessions WHERE member_id = $1 ORDER BY id DESC LIMIT 20', [m.id]);
  const rg = await db.query<{ actor: string; action: string; detail: unknown; created_at: Date }>(
    'SELECT actor, action, detail, created_at FROM rg_audit WHERE tenant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT 20',
    [tenant.id, m.id],
  );
  return {
    memberId: m.id,
    username: m.username,
    nickname: m.nickname,
    email: m.email,
    mobile: m.mobile_num ? [m.country_dialing_code, m.mobile_num].filter(Boolean).join(' ') : null,
    payeeName: m.payee_name,
    birthday: m.birthday,
    accountKind: m.account_kind,
    memberType: m.member_type,
    trial: m.trial,
    locked: m.disabled,
    registerMethod: m.register_method,
    referrer: m.referrer,
    createdAt: new Date(m.created_at).toISOString(),
    lastLoginAt: iso(m.last_login_at),
    context,
    lifetime: await usageBetween(db, tenant.id, m.id, new Date(0), now),
    rgHistory: rg.map((r) => ({ at: new Date(r.created_at).toISOString(), actor: r.actor, action: r.action, detail: r.detail })),
    sessions: sessions.map((s) => ({
      id: s.id,
      createdAt: new Date(s.created_at).toISOString(),
      expiresAt: new Date(s.expires_at).toISOString(),
      revokedAt: iso(s.revoked_at),
      revokedReason: s.revoked_reason,
      live: s.revoked_at === null && new Date(s.expires_at).getTime() > now.getTime() && !m.disabled,
    })),
  };
}
