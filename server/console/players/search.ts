/**
 * Finding a member of one brand by username, mobile number or e-mail (case-insensitive, a part of
 * it is enough), newest accounts first, a page at a time.
 */
import type { Tenant } from '../../../tenants/schema';
import type { Queryable } from '../../db/types';

export const SEARCH_FIELDS = ['any', 'username', 'phone', 'email'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
export type SearchQuery = { q: string; field: SearchField; page: number; pageSize: number };

export type PlayerRow = {
  memberId: number;
  username: string;
  mobile: string | null;
  email: string | null;
  nickname: string | null;
  accountKind: string;
  locked: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  balance: number;
};
export type SearchPage = { page: number; pageSize: number; total: number; rows: PlayerRow[] };

/** `%` and `_` in what staff typed are letters, not patterns. */
const likeOf = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Raw = {
  id: number;
  username: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  nickname: string | null;
  account_kind: string;
  disabled: boolean;
  created_at: Date;
  last_login_at: Date | null;
  balance: string;
  total: number;
};

export async function searchPlayers(db: Queryable, tenant: Tenant, query: SearchQuery): Promise<SearchPage> {
  const text = query.q.trim();
  const digits = text.replace(/[\s+()-]/g, '');
  const conditions: Record<Exclude<SearchField, 'any'>, string> = {
    username: 'lower(m.username) LIKE lower(q.pattern)',
    phone:
      "(q.digits <> '' AND (m.mobile_num LIKE q.digits OR (replace(COALESCE(m.country_dialing_code, ''), '+', '') || m.mobile_num) LIKE q.digits))",
    email: 'lower(m.email) LIKE lower(q.pattern)',
  };
  const where = query.field === 'any' ? `(${Object.values(conditions).join(' OR ')})` : conditions[query.field];
  const rows = await db.query<Raw>(
    `WITH q AS (SELECT $2::text AS pattern, $3::text AS digits, $6::boolean AS everyone)
     SELECT m.id, m.username, m.country_dialing_code, m.mobile_num, m.email, m.nickname, m.account_kind, m.disabled, m.created_at, m.last_login_at,
            COALESCE((SELECT a.balance FROM ledger_accounts a WHERE a.tenant_id = m.tenant_id AND a.member_id = m.id AND a.kind = 'main'), 0)::text AS balance,
            count(*) OVER ()::int AS total
       FROM members m, q
      WHERE m.tenant_id = $1 AND (q.everyone OR ${where})
      ORDER BY m.id DESC LIMIT $4 OFFSET $5`,
    [tenant.id, likeOf(text), /^\d+$/.test(digits) ? likeOf(digits) : '', query.pageSize, (query.page - 1) * query.pageSize, text === ''],
  );
  return {
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      memberId: r.id,
      username: r.username,
      mobile: r.mobile_num ? [r.country_dialing_code, r.mobile_num].filter(Boolean).join(' ') : null,
      email: r.email,
      nickname: r.nickname,
      accountKind: r.account_kind,
      locked: r.disabled,
      createdAt: new Date(r.created_at).toISOString(),
      lastLoginAt: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
      balance: Number(r.balance),
    })),
  };
}
