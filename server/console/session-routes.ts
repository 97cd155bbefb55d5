/**
 * `/console/api/session`: sign in (password, then the second factor or enrolment), who am I, sign out.
 *
 *   POST   /session                  { username, password } → { next: 'second-factor'|'enrol', csrf } + cookie
 *   POST   /session/second-factor    { code }                → signed in
 *   GET    /session/enrolment                                → { secret, uri } (otpauth://)
 *   POST   /session/enrolment        { code }                → signed in
 *   GET    /session                                          → the member, permissions, brands, csrf
 *   DELETE /session                                          → signed out
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../src/contracts/envelope';
import { clock } from '../clock';
import { cookieOf } from '../http/cookies';
import { parseInput } from '../http/validate';
import { recordAudit } from './audit';
import { authenticateStaff, checkCsrf, notSignedIn } from './auth/guard';
import { endSession, liveSession, type StaffSessionRow } from './auth/sessions';
import { CONSOLE_AUTH } from './auth/settings';
import { completeEnrolment, offerEnrolment, signInWithPassword, verifySecondFactor } from './auth/sign-in';
import { staffById } from './auth/staff-repo';
import { brandsIn, ROLE_PERMISSIONS } from './permissions';

const SignInBody = v.strictObject({
  username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
const CodeBody = v.strictObject({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, 'six digits')) });

function setCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${CONSOLE_AUTH.cookie}=${token}; Path=/console; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

/** The pending (or live) session of the cookie, its CSRF header checked: the sign-in steps after the password. */
async function cookieSession(request: FastifyRequest): Promise<StaffSessionRow> {
  const session = await liveSession(request.server.db, cookieOf(request, CONSOLE_AUTH.cookie), clock.now());
  if (!session) throw notSignedIn('The sign-in has expired: start again');
  checkCsrf(request, session);
  return session;
}

export async function sessionRoutes(api: FastifyInstance): Promise<void> {
  const db = api.db;

  api.post('/session', async (request, reply) => {
    const body = parseInput(SignInBody, request.body, 'sign-in');
    const step = await signInWithPassword(db, body, clock.now());
    setCookie(request, reply, step.token, CONSOLE_AUTH.absoluteMs / 1000);
    return ok({ next: step.next, csrf: step.csrf });
  });

  api.post('/session/second-factor', async (request) => {
    const session = await cookieSession(request);
    const { code } = parseInput(CodeBody, request.body, 'code');
    await verifySecondFactor(db, session, code, clock.now());
    return ok({ next: 'signed-in' });
  });

  api.get('/session/enrolment', async (request) => {
    const session = await liveSession(db, cookieOf(request, CONSOLE_AUTH.cookie), clock.now());
    if (!session) throw notSignedIn('The sign-in has expired: start again');
    return ok(await offerEnrolment(db, session));
  });

  api.post('/session/enrolment', async (request) => {
    const session = await cookieSession(request);
    const { code } = parseInput(CodeBody, request.body, 'code');
    await completeEnrolment(db, session, code, clock.now());
    return ok({ next: 'signed-in' });
  });

  api.get('/session', async (request) => {
    const identity = await authenticateStaff(request);
    const session = request.staffSession;
    const staff = session ? await staffById(db, identity.id) : null;
    const all = api.tenants.all.map((t) => t.id);
    const scope = brandsIn(identity.brands, all);
    return ok({
      staff: {
        id: identity.id,
        username: identity.username,
        displayName: staff?.display_name ?? identity.username,
        role: identity.role,
        brands: identity.brands,
      },
      permissions: ROLE_PERMISSIONS[identity.role],
      brands: api.tenants.all.filter((t) => scope.includes(t.id)).map((t) => ({ id: t.id, name: t.brandName, enabled: t.enabled })),
      csrf: session?.csrf_token ?? null,
    });
  });

  api.delete('/session', async (request, reply) => {
    const session = await cookieSession(request);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await endSession(tx, session.token_hash, 'sign-out', now);
      if (session.stage === 'signed-in') await recordAudit(tx, { staffId: session.staff_id, tenant: null, action: 'session.sign-out' });
    });
    setCookie(request, reply, '', 0);
    return ok(null);
  });
}
