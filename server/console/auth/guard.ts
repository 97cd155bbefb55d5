/**
 * `staffGuard(permission)`: the preHandler of every console API route. It authenticates the caller
 * (the session cookie of a signed-in staff member, or `Authorization: Bearer <scoped API token>`),
 * refuses a cookie-authenticated write without the session's CSRF header, checks the permission and,
 * when the route has a `:tenant` param, that the brand exists and is in the caller's scope.
 * Sets `request.staff`. Failures: 401 `session.not.logged.in`, 403 `permission.denied`,
 * 404 `merchant.unknown`, in the project's envelope.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { cookieOf } from '../../http/cookies';
import { ApiError } from '../../http/api-error';
import { clock } from '../../clock';
import { can, type Permission, type StaffIdentity } from '../permissions';
import { identifyToken } from './api-tokens';
import { CONSOLE_AUTH } from './settings';
import { liveSession, type StaffSessionRow, touchSession } from './sessions';
import { scopeOf, staffById } from './staff-repo';

declare module 'fastify' {
  interface FastifyRequest {
    /** who is calling a console route (set by staffGuard) */
    staff: StaffIdentity | null;
    /** the session of a cookie-authenticated console call (null for an API token) */
    staffSession: StaffSessionRow | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function notSignedIn(message = 'Sign in to the console'): ApiError {
  return new ApiError('session.not.logged.in', { message });
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A cookie-authenticated write must carry the session's CSRF token in its header (403 otherwise). */
export function checkCsrf(request: FastifyRequest, session: StaffSessionRow): void {
  const header = request.headers[CONSOLE_AUTH.csrfHeader];
  if (typeof header !== 'string' || !sameText(header, session.csrf_token)) {
    throw new ApiError('permission.denied', { message: `A console write needs the ${CONSOLE_AUTH.csrfHeader} header of the session` });
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The caller, or a 401: a Bearer token, else the signed-in session of the cookie. */
export async function authenticateStaff(request: FastifyRequest): Promise<StaffIdentity> {
  const db = request.server.db;
  const now = clock.now();
  const bearer = bearerOf(request);
  if (bearer) {
    const identity = await identifyToken(db, bearer, now);
    if (!identity) throw notSignedIn('The API token is unknown or revoked');
    request.staffSession = null;
    return identity;
  }
  const session = await liveSession(db, cookieOf(request, CONSOLE_AUTH.cookie), now);
  if (session?.stage !== 'signed-in') throw notSignedIn();
  const staff = await staffById(db, session.staff_id);
  if (!staff || staff.disabled_at) throw notSignedIn();
  if (!SAFE_METHODS.has(request.method)) checkCsrf(request, session);
  await touchSession(db, session, now);
  request.staffSession = session;
  return { id: staff.id, username: staff.username, role: staff.role, brands: scopeOf(staff.brands) };
}

/** The `:tenant` param of the route, checked: a known brand within the caller's scope. */
function checkTenant(request: FastifyRequest, staff: StaffIdentity, permission: Permission | null): void {
  const tenant = (request.params as { tenant?: unknown } | undefined)?.tenant;
  if (tenant === undefined) return;
  if (typeof tenant !== 'string' || !request.server.tenants.all.some((t) => t.id === tenant)) {
    throw new ApiError('merchant.unknown', { message: `No brand ${String(tenant)}` });
  }
  const allowed = permission === null ? staff.brands === 'all' || staff.brands.includes(tenant) : can(staff, permission, tenant);
  if (!allowed) throw new ApiError('permission.denied', { message: `Not allowed on the brand ${tenant}` });
}

/**
 * The preHandler of a console route. `permission` null: any signed-in caller (still limited to the
 * brands of their scope on a `:tenant` route).
 */
export function staffGuard(permission: Permission | null): preHandlerAsyncHookHandler {
  return async function guard(request: FastifyRequest, _reply: FastifyReply) {
    const staff = await authenticateStaff(request);
    request.staff = staff;
    if (permission !== null && !can(staff, permission)) {
      throw new ApiError('permission.denied', { message: `The ${staff.role} role may not do this (${permission})` });
    }
    checkTenant(request, staff, permission);
  };
}

/** `request.staff` in a guarded handler (a route without the guard is a programming error). */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new Error('a console route without staffGuard');
  return request.staff;
}
