/**
 * The switches of the flag matrix, read from the tenant schema: every white-label flag (which
 * includes the registration, login, trial, VIP, mission and referral switches), plus the brand
 * settings that change the site: age (18/21), template (`mem_cen`), detail version (`dep_func`)
 * and the default language (limited to the brand's own languages, as the schema requires).
 */
import type { Tenant } from '../../tenants/schema';
import { TenantSchema } from '../../tenants/schema';
import type { Constraint, Observability, Row, Switch, Value } from './constraints';

export type SwitchKind = 'flag' | 'brand' | 'ops';
export type InventorySwitch = Switch & {
  readonly kind: SwitchKind;
  /** where the switch lives in a tenant file */
  readonly path: string;
  /** the brand's own value (tenant file) */
  readonly base: Value;
};
export type Inventory = { switches: InventorySwitch[]; constraints: Constraint[]; observability: Observability[] };

/** Brand settings (not flags) the matrix switches, and where they live in a tenant file. */
export const BRAND_SWITCHES = {
  age: 'age',
  mem_cen: 'templates.mem_cen',
  dep_func: 'templates.dep_func',
  defaultLanguage: 'defaultLanguage',
} as const;
export type BrandSwitchKey = keyof typeof BRAND_SWITCHES;

/**
 * Operator switches (not in a tenant file) the matrix also varies, with their normal value:
 * `identityService` false takes the brand's identity provider down (`PUT /ops/api/tenants/:t/identity`).
 */
export const OPS_SWITCHES = {
  identityService: { values: [true, false], base: true, path: 'ops: identity service up' },
} as const satisfies Record<string, { values: readonly Value[]; base: Value; path: string }>;

type Node = { type?: unknown; entries?: unknown; options?: unknown };
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null;

/** The valibot schema found at a dotted path of an object schema (pipes keep their entries). */
function schemaAt(root: unknown, path: string): Node {
  let node: unknown = root;
  for (const part of path.split('.')) {
    const entries = isNode(node) && isNode(node.entries) ? (node.entries as Record<string, unknown>) : undefined;
    node = entries?.[part];
    if (!isNode(node)) throw new Error(`tenant schema has no ${path}`);
  }
  return node as Node;
}

function valuesOf(node: Node, path: string): Value[] {
  if (node.type === 'boolean') return [true, false];
  if (node.type === 'picklist' && Array.isArray(node.options)) {
    return node.options.filter((o): o is Value => ['string', 'number', 'boolean'].includes(typeof o));
  }
  throw new Error(`tenant schema ${path}: the matrix cannot enumerate a ${String(node.type)} (add it to inventory.ts)`);
}

function read(tenant: Tenant, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (isNode(o) ? (o as Record<string, unknown>)[k] : undefined), tenant);
}

export const REGISTRATION_RULE: Constraint = {
  rule: 'at least one registration method (USERNAMEREG3 or MOBILENUMREG3) must be on',
  keys: ['USERNAMEREG3', 'MOBILENUMREG3'],
  holds: (r) => r.USERNAMEREG3 === true || r.MOBILENUMREG3 === true,
};

/** The constraints of a brand: the tenant schema's cross-field checks, restated over switches. */
export const CONSTRAINTS: readonly Constraint[] = [REGISTRATION_RULE];

/**
 * REG3 off closes registration: /m/register shows the contact-service message and goes home, so
 * nothing on the registration page can be seen. A valid brand (not a constraint): its rows run,
 * their checks on /m/register of other switches are "not applicable", and the switches checked
 * only there get each pair covered in a row with REG3 on.
 */
export const REGISTRATION_OPEN_RULE: Observability = {
  rule: 'registration closed (REG3 off): /m/register is not reachable, so registration-page effects are not applicable',
  key: 'REG3',
  value: true,
  route: '/m/register',
  switches: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
};

export const OBSERVABILITY: readonly Observability[] = [REGISTRATION_OPEN_RULE];

export function buildInventory(tenant: Tenant, schema: unknown = TenantSchema): Inventory {
  const whitelabel = schemaAt(schema, 'whitelabel');
  const flagKeys = isNode(whitelabel.entries) ? Object.keys(whitelabel.entries) : [];
  const flags = flagKeys.map((key): InventorySwitch => {
    const path = `whitelabel.${key}`;
    return { key, kind: 'flag', path, values: valuesOf(schemaAt(schema, path), path), base: toValue(read(tenant, path), path) };
  });
  const brand = (Object.entries(BRAND_SWITCHES) as [BrandSwitchKey, string][]).map(([key, path]): InventorySwitch => {
    const all = valuesOf(schemaAt(schema, path), path);
    const values = key === 'defaultLanguage' ? all.filter((l) => tenant.languages.some((x) => x === l)) : all;
    return { key, kind: 'brand', path, values, base: toValue(read(tenant, path), path) };
  });
  const ops = Object.entries(OPS_SWITCHES).map(
    ([key, s]): InventorySwitch => ({ key, kind: 'ops', path: s.path, values: [...s.values], base: s.base }),
  );
  const switches = [...flags, ...brand, ...ops];
  const keys = new Set(switches.map((s) => s.key));
  const observability = OBSERVABILITY.filter((o) => keys.has(o.key)).map((o) => ({
    ...o,
    switches: o.switches.filter((k) => keys.has(k)),
  }));
  return { switches, constraints: [...CONSTRAINTS], observability };
}

function toValue(x: unknown, path: string): Value {
  if (typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean') return x;
  throw new Error(`tenant file has no value at ${path}`);
}

/** The brand's own values, as a row. */
export function baseRow(inventory: Inventory): Row {
  return Object.fromEntries(inventory.switches.map((s) => [s.key, s.base]));
}

/** Switches of the inventory that no declared effect covers: the run must fail when any exist. */
export function switchesWithoutEffect(inventory: Inventory, declared: Iterable<string>): string[] {
  const set = new Set(declared);
  return inventory.switches.map((s) => s.key).filter((k) => !set.has(k));
}

/** Effects declared for switches the inventory does not have (stale declarations). */
export function effectsWithoutSwitch(inventory: Inventory, declared: Iterable<string>): string[] {
  const keys = new Set(inventory.switches.map((s) => s.key));
  return [...new Set(declared)].filter((k) => !keys.has(k));
}

/** A tenant with a row applied (what the operator overrides make of it), for schema cross-checks. */
export function applyRow(tenant: Tenant, row: Row): unknown {
  const copy = structuredClone(tenant) as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(row)) {
    if (key in OPS_SWITCHES) continue; // an operator switch, not part of the tenant file
    const path = key in BRAND_SWITCHES ? BRAND_SWITCHES[key as BrandSwitchKey] : `whitelabel.${key}`;
    const parts = path.split('.');
    const last = parts.pop() as string;
    const parent = parts.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, copy);
    parent[last] = value;
  }
  return copy;
}
