/**
 * Which rows a matrix run checks for a brand: the pairwise covering array of its inventory (default),
 * or the full product of named switches (`--full KEY,KEY`, others at the brand's values), optionally
 * cut to the first N rows (`--rows N`, a slice). Pairs that no row can show (REG3 off with a
 * registration method) are listed as not applicable, with the rule. Switches the environment cannot vary are pinned
 * to the brand's value and listed with the reason.
 */
import { loadTenants } from '../../tenants/load';
import type { Tenant } from '../../tenants/schema';
import type { Constraint, Observability, Row } from './constraints';
import { coveringArray, fullProduct } from './covering-array';
import { baseRow, buildInventory, type InventorySwitch } from './inventory';

export type Excluded = { combination: Row; rules: string[] };
export type Plan = {
  brand: string;
  mode: 'pairwise' | 'full';
  switches: InventorySwitch[];
  constraints: readonly Constraint[];
  /** when switches are observable at all (REG3 on for the registration page) */
  observability: readonly Observability[];
  rows: Row[];
  /** rows of the full plan before a --rows cut */
  plannedRows: number;
  excluded: Excluded[];
  /** pairs no row can show (a switch of the pair is not observable there), with the rule */
  notApplicable: Excluded[];
  pinned: { key: string; value: string; reason: string }[];
};
export type PlanOptions = { full?: readonly string[]; rows?: number; seed?: number; pin?: Record<string, string> };

export function tenantById(id: string): Tenant {
  const all = loadTenants();
  const found = all.find((t) => t.id === id);
  if (!found) throw new Error(`unknown brand "${id}"; brands: ${all.map((t) => t.id).join(', ')}`);
  return found;
}

export function makePlan(tenant: Tenant, options: PlanOptions = {}): Plan {
  const inventory = buildInventory(tenant);
  const pin = options.pin ?? {};
  const switches = inventory.switches.map((s) => (s.key in pin ? { ...s, values: [s.base] } : s));
  const pinned = Object.entries(pin).map(([key, reason]) => ({ key, value: String(baseRow(inventory)[key]), reason }));
  let rows: Row[];
  let excluded: Excluded[];
  let notApplicable: Excluded[] = [];
  if (options.full && options.full.length > 0) {
    const full = fullProduct(inventory.switches, inventory.constraints, options.full, baseRow(inventory));
    rows = full.rows;
    excluded = full.excluded;
  } else {
    const cover = coveringArray(switches, inventory.constraints, { seed: options.seed ?? 1, observability: inventory.observability });
    rows = cover.rows;
    excluded = cover.excluded.map((p) => ({ combination: { [p.a]: p.va, [p.b]: p.vb }, rules: p.rules }));
    notApplicable = cover.notApplicable.map((p) => ({ combination: { [p.a]: p.va, [p.b]: p.vb }, rules: p.rules }));
  }
  const plannedRows = rows.length;
  if (options.rows !== undefined) rows = rows.slice(0, options.rows);
  return {
    brand: tenant.id,
    mode: options.full?.length ? 'full' : 'pairwise',
    switches,
    constraints: inventory.constraints,
    observability: inventory.observability,
    rows,
    plannedRows,
    excluded,
    notApplicable,
    pinned,
  };
}
