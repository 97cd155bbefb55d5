/** Operator side of responsible gambling: see a player's exclusion and audit, extend (never shorten). */
import type { Tenant } from '../../tenants/schema';
import { memberByUsername } from '../accounts/members';
import type { Db } from '../db/types';
import { OpsError } from '../ops/actions';
import { activeExclusion, extendExclusion } from './exclusions';

export function createRgOps(db: Db, tenantOf: (id: string) => Tenant) {
  async function memberOf(tenantId: string, username: string) {
    const tenant = tenantOf(tenantId);
    const member = await memberByUsername(db, tenant.merchantCode, username);
    if (!member) throw new OpsError(`No player ${username} on ${tenant.id}`);
    return { tenant, member };
  }
  return {
    async show(tenantId: string, username: string, now: Date) {
      const { tenant, member } = await memberOf(tenantId, username);
      const exclusion = await activeExclusion(db, tenant.id, member.id, now);
      const audit = await db.query<{ actor: string; action: string; detail: unknown; created_at: Date }>(
        'SELECT actor, action, detail, created_at FROM rg_audit WHERE tenant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT 20',
        [tenant.id, member.id],
      );
      return { username: member.username, exclusion, audit };
    },
    async extend(tenantId: string, username: string, endsAt: Date, operator: string, now: Date) {
      const { tenant, member } = await memberOf(tenantId, username);
      const r = await db.transaction((tx) =>
        extendExclusion(tx, { tenantId: tenant.id, memberId: member.id, endsAt, actor: `operator:${operator}`, now }),
      );
      if (r === 'none') throw new OpsError(`${member.username} has no time-out or self-exclusion in force`);
      if (r === 'shorter') throw new OpsError('An exclusion can only be extended: give a later end');
      return r;
    },
  };
}
