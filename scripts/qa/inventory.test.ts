import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FLAG_KEYS } from '../../src/contracts/flags';
import { loadTenants } from '../../tenants/load';
import { TenantSchema } from '../../tenants/schema';
import { EFFECTS } from '../../tests/matrix/effects';
import { coveringArray } from './covering-array';
import { applyRow, baseRow, buildInventory, effectsWithoutSwitch, REGISTRATION_OPEN_RULE, switchesWithoutEffect } from './inventory';

const tenants = loadTenants();
const declared = EFFECTS.map((e) => e.switch);

describe('inventory', () => {
  it.each(tenants.map((t) => [t.id, t] as const))(
    '%s: every flag plus age, mem_cen, dep_func, defaultLanguage and the identity service',
    (_id, tenant) => {
      const inv = buildInventory(tenant);
      expect(inv.switches.map((s) => s.key)).toEqual([...FLAG_KEYS, 'age', 'mem_cen', 'dep_func', 'defaultLanguage', 'identityService']);
      expect(inv.switches.find((s) => s.key === 'age')?.values).toEqual([18, 21]);
      expect(inv.switches.find((s) => s.key === 'mem_cen')?.values).toEqual([0, 1]);
      expect(
        inv.switches
          .find((s) => s.key === 'defaultLanguage')
          ?.values.slice()
          .sort(),
      ).toEqual([...tenant.languages].sort());
      expect(inv.constraints.every((c) => c.holds(baseRow(inv)))).toBe(true);
    },
  );

  it('every switch has a declared effect, and every effect names a real switch', () => {
    for (const t of tenants) {
      const inv = buildInventory(t);
      expect(switchesWithoutEffect(inv, declared)).toEqual([]);
      expect(effectsWithoutSwitch(inv, declared)).toEqual([]);
    }
  });

  it('a new flag in the tenant schema without an effect is reported (the run fails)', () => {
    const wl = TenantSchema.entries.whitelabel;
    const grown = v.strictObject({ ...TenantSchema.entries, whitelabel: v.strictObject({ ...wl.entries, NEWFLAG3: v.boolean() }) });
    const tenant = tenants[0];
    if (!tenant) throw new Error('no tenants');
    const inv = buildInventory({ ...tenant, whitelabel: { ...tenant.whitelabel, NEWFLAG3: false } } as typeof tenant, grown);
    expect(switchesWithoutEffect(inv, declared)).toEqual(['NEWFLAG3']);
  });

  it('effect ids are unique and pending effects give a reason', () => {
    const ids = EFFECTS.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of EFFECTS) if (e.status === 'pending') expect(e.reason.length).toBeGreaterThan(10);
  });

  it('the switches REG3 masks are checked only on /m/register, so REG3 off leaves nothing of theirs to see', () => {
    const tenant = tenants[0];
    if (!tenant) throw new Error('no tenants');
    const inv = buildInventory(tenant);
    const rows = coveringArray(inv.switches, inv.constraints, { observability: inv.observability }).rows;
    for (const key of REGISTRATION_OPEN_RULE.switches) {
      const routes = new Set(
        EFFECTS.filter((e) => e.switch === key && e.status === 'active').flatMap((e) =>
          rows.flatMap((row) => (e.status === 'active' ? e.checks(row[key] as boolean, row).map((c) => c.scene.route) : [])),
        ),
      );
      expect([...routes], key).toEqual([REGISTRATION_OPEN_RULE.route]);
    }
  });

  it.each(tenants.map((t) => [t.id, t] as const))('%s: every pairwise row gives a tenant the schema accepts', (_id, tenant) => {
    const inv = buildInventory(tenant);
    const { rows, excluded } = coveringArray(inv.switches, inv.constraints, { observability: inv.observability });
    for (const row of rows) expect(v.safeParse(TenantSchema, applyRow(tenant, row)).issues).toBeUndefined();
    expect(excluded.map((p) => `${p.a}=${String(p.va)},${p.b}=${String(p.vb)}`)).toEqual(['USERNAMEREG3=false,MOBILENUMREG3=false']);
  });
});
