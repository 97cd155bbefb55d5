/**
 * The brand's status answer, built from the tenant file and the runtime state in the database:
 * used by `GET /wps/system/status` and by the site's HTML, which carries it inline
 * (server/routes/site/boot-html.ts) so the first screen needs no status call.
 *
 * Cached per brand, checked on every request: the runtime rows (flag overrides, site switches,
 * setting overrides) are read only when the brand's change marker (`status_versions`, moved by
 * database triggers on those tables, migration 161) differs from the one the cached answer was
 * built from. So a change by any path (operator CLI or API, tenant settings, the identity switch,
 * QA fault injection, another server process on the same PostgreSQL) shows on the next request,
 * and an unchanged brand costs one small read, shared by the requests that arrive while it runs
 * (on PGlite, which one process owns, not even that while no statement ran since the last read).
 * Answers differ by the caller's address (`location.ip`) and host (`mainDomain` of a brand without
 * domains): kept per (host, address) for the current version, at most 1,000 per brand.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import type { StatusValue } from '../../../src/contracts/status';
import type { Tenant } from '../../../tenants/schema';
import { identitySettings } from '../../accounts/settings';
import { type ChangeMarkers, changeMarkersOf } from '../../db/change-markers';
import type { Db } from '../../db/types';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { type CachedBody, cachedBody } from '../../http/cached-answer';
import { brandImagesOf } from '../../support/pwa/brand-assets';
import { hostName } from '../../tenants/registry';
import type { TenantRuntime } from '../../tenants/runtime-repository';
import { effectiveTenant, SettingsRepository, type TenantSettings } from '../../tenants/settings-repository';
import { buildStatus } from './build-status';
import { type CsPathOf, csPathsOf } from './cs-paths';

/** `stale`: the brand's last good status, served while the database is unreachable (the page HTML only) */
export type StatusAnswer = { value: StatusValue; body: CachedBody; stale?: true };

const MAX_ANSWERS_PER_BRAND = 1000;

type BrandEntry = { version: number; tenant: Tenant; runtime: TenantRuntime; settings: TenantSettings; answers: Map<string, StatusAnswer> };

/** An answer is kept per host name and caller's address. */
const answerKey = (request: FastifyRequest) => `${hostName(request.headers.host)}\n${request.ip}`;

class StatusCache {
  private readonly versions: ChangeMarkers;
  private readonly brands = new Map<string, BrandEntry>();
  private readonly csPaths: () => Promise<CsPathOf>;

  constructor(private readonly app: FastifyInstance) {
    this.versions = changeMarkersOf(app.db);
    this.csPaths = csPathsOf(app.db);
  }

  /**
   * The cached answer when the brand's marker is known to be current without a read (PGlite, no
   * statement since the last read) and this (host, address) was answered at that version; else null
   * (then `answer`). A hit in a busy process then runs without a promise.
   */
  cachedNow(request: FastifyRequest, tenant: Tenant): StatusAnswer | null {
    const markers = this.versions.peek();
    if (!markers) return null;
    const entry = this.brands.get(tenant.id);
    if (!entry || entry.tenant !== tenant || entry.version !== (markers.status.get(tenant.id) ?? 0)) return null;
    return entry.answers.get(answerKey(request)) ?? null;
  }

  /**
   * Whether `answer` is still what this (host, address) of the brand gets, known without a read (as
   * `cachedNow`): false as soon as a statement ran or the brand's entry moved on.
   */
  stillCurrent(request: FastifyRequest, tenant: Tenant, answer: StatusAnswer): () => boolean {
    const key = answerKey(request);
    return () => {
      const markers = this.versions.peek();
      if (!markers) return false;
      const entry = this.brands.get(tenant.id);
      return (
        entry !== undefined &&
        entry.tenant === tenant &&
        entry.version === (markers.status.get(tenant.id) ?? 0) &&
        entry.answers.get(key) === answer
      );
    };
  }

  async answer(request: FastifyRequest, tenant: Tenant, providerReady: boolean, lastGood: boolean): Promise<StatusAnswer> {
    let stale = false;
    const version = await this.versions.read().then(
      (versions) => versions.status.get(tenant.id) ?? 0,
      (error: unknown) => {
        // the database is away: the page HTML (`lastGood`) carries the brand's last good status
        const last = this.brands.get(tenant.id);
        if (!lastGood || !last || last.tenant !== tenant || !isDatabaseUnavailable(error)) throw error;
        stale = true;
        return last.version;
      },
    );
    let entry = this.brands.get(tenant.id);
    // the tenant object changes when the brand files are reloaded: a new entry then too
    if (!entry || entry.version !== version || entry.tenant !== tenant) {
      const [runtime, settings] = await Promise.all([
        this.app.runtimeRepository.load(tenant.id),
        new SettingsRepository(this.app.db).overrides(tenant.id),
      ]);
      entry = { version, tenant, runtime, settings, answers: new Map() };
      // a write between the marker read and these reads leaves this entry under the older marker: rebuilt on the next request
      this.brands.set(tenant.id, entry);
    }
    const host = hostName(request.headers.host);
    const key = answerKey(request);
    const cached = entry.answers.get(key);
    if (cached) return stale ? { ...cached, stale } : cached;
    const identityReady = providerReady && !entry.runtime.identityDown;
    const csPath = await this.csPaths();
    const value = buildStatus(effectiveTenant(tenant, entry.settings), entry.runtime, {
      host,
      ip: request.ip,
      identityReady,
      csPath,
      images: brandImagesOf(this.app),
    });
    const made = { value, body: cachedBody(JSON.stringify(ok(value))) };
    if (entry.answers.size >= MAX_ANSWERS_PER_BRAND) entry.answers.clear();
    entry.answers.set(key, made);
    return stale ? { ...made, stale } : made;
  }
}

/** One cache per database (an app and its route plugins share it). */
const caches = new WeakMap<Db, StatusCache>();

/**
 * Made when routes register (the identity provider is read then, as the process starts). With
 * `lastGood` (the site's HTML), a brand answered before gets its last good status while the database
 * is unreachable (pages keep serving); the status call answers 503 then.
 */
export type StatusAnswerer = {
  (request: FastifyRequest, tenant: Tenant): Promise<StatusAnswer>;
  /** the answer without a promise when it is cached and known current, else null (then call the answerer) */
  cachedNow(request: FastifyRequest, tenant: Tenant): StatusAnswer | null;
  /** a check, true while `answer` is known current without a read (never on PostgreSQL: a marker read per request burst) */
  stillCurrent(request: FastifyRequest, tenant: Tenant, answer: StatusAnswer): () => boolean;
};

export function statusAnswerer(app: FastifyInstance, options: { lastGood?: boolean } = {}): StatusAnswerer {
  // the development provider is served here (unless an operator took it down for the brand); the Firebase slot cannot verify anything in this build
  const providerReady = identitySettings().provider === 'dev';
  let cache = caches.get(app.db);
  if (!cache) {
    cache = new StatusCache(app);
    caches.set(app.db, cache);
  }
  const c = cache;
  const lastGood = options.lastGood === true;
  const answerer = (request: FastifyRequest, tenant: Tenant) => c.answer(request, tenant, providerReady, lastGood);
  return Object.assign(answerer, {
    cachedNow: (request: FastifyRequest, tenant: Tenant) => c.cachedNow(request, tenant),
    stillCurrent: (request: FastifyRequest, tenant: Tenant, answer: StatusAnswer) => c.stillCurrent(request, tenant, answer),
  });
}
