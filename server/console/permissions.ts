/**
 * The console's roles and what each may do. A staff member (or an API token) has one role and a
 * brand scope (some brands or all); `can` answers whether they may do one thing on one brand.
 */

export const ROLES = ['administrator', 'cashier', 'support', 'content', 'readonly'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  'cashier.read',
  'cashier.decide',
  'players.read',
  'players.lock',
  'players.adjust',
  'support.read',
  'support.answer',
  'content.read',
  'content.edit',
  'brands.read',
  'brands.edit',
  'reports.read',
  'staff.admin',
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const READ_ALL: readonly Permission[] = ['cashier.read', 'players.read', 'support.read', 'content.read', 'brands.read', 'reports.read'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  administrator: PERMISSIONS,
  cashier: ['cashier.read', 'cashier.decide', 'players.read', 'reports.read'],
  support: ['support.read', 'support.answer', 'players.read', 'players.lock', 'content.read'],
  content: ['content.read', 'content.edit', 'brands.read'],
  readonly: READ_ALL,
};

/** The brands a staff member or token works on: a list, or every brand. */
export type BrandScope = readonly string[] | 'all';

/** Who is calling: a signed-in staff member, or an API token (`id` is then `token:<id>`). */
export type StaffIdentity = {
  id: string;
  username: string;
  role: Role;
  brands: BrandScope;
};

export function inScope(brands: BrandScope, tenant: string): boolean {
  return brands === 'all' || brands.includes(tenant);
}

/** Whether the role holds the permission and, when a brand is named, the scope covers it. */
export function can(staff: Pick<StaffIdentity, 'role' | 'brands'>, permission: Permission, tenant?: string | null): boolean {
  if (!ROLE_PERMISSIONS[staff.role].includes(permission)) return false;
  return tenant === undefined || tenant === null || inScope(staff.brands, tenant);
}

/** The brands of `all` the scope covers, in their order. */
export function brandsIn(brands: BrandScope, all: readonly string[]): string[] {
  return all.filter((id) => inScope(brands, id));
}
