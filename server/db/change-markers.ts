/**
 * Reads the per-brand change markers, which database triggers move in the same transaction as every
 * change: `status` (`status_versions`, migration 161: flag overrides, site switches, settings) and
 * `content` (`content_versions`, migration 175: announcements, their texts and pictures). A process
 * keeps what it built with the version it built it from and rebuilds when the version differs, so
 * every process follows a change made by any of them on the next request. Both in one read, shared
 * by the status cache and the first-screen cache of one database (`changeMarkersOf`).
 *
 * A request never uses a read that started before it arrived (it would miss a change committed just
 * before): while one read runs, the requests arriving meanwhile share the next one. On PGlite (one
 * process owns the database) no read is made while no statement ran since the last one.
 */
import type { Db } from './types';

export type MarkerKind = 'status' | 'content';
export type Markers = Record<MarkerKind, Map<string, number>>;

export class ChangeMarkers {
  private running: Promise<Markers> | null = null;
  private queued: Promise<Markers> | null = null;
  /** PGlite: the last read, and the statement count it was current at */
  private last: { map: Markers; at: number } | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The markers when they are known to be current without a read (PGlite: no statement ran since the
   * last read), else null: a cache hit can then be answered without waiting on a promise.
   */
  peek(): Markers | null {
    return this.last && this.db.statements?.() === this.last.at ? this.last.map : null;
  }

  read(): Promise<Markers> {
    // PGlite: nothing ran on the database since the last read, so nothing changed
    const current = this.peek();
    if (current) return Promise.resolve(current);
    if (!this.running) {
      this.running = this.query().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.read();
      });
    return this.queued;
  }

  /** The brand's version of `kind` now (0: never changed). */
  async of(kind: MarkerKind, tenantId: string): Promise<number> {
    return (await this.read())[kind].get(tenantId) ?? 0;
  }

  private async query(): Promise<Markers> {
    const before = this.db.statements?.();
    const rows = await this.db.query<{ kind: MarkerKind; tenant_id: string; version: string }>(
      `SELECT 'status' AS kind, tenant_id, version::text AS version FROM status_versions
       UNION ALL SELECT 'content', tenant_id, version::text FROM content_versions`,
    );
    const map: Markers = { status: new Map(), content: new Map() };
    for (const r of rows) map[r.kind].set(r.tenant_id, Number(r.version));
    // current as of everything counted before it (PGlite runs statements in order); the read itself is the +1
    if (before !== undefined) this.last = { map, at: before + 1 };
    return map;
  }
}

const shared = new WeakMap<Db, ChangeMarkers>();

/** The one reader of a database (its caches share each read). */
export function changeMarkersOf(db: Db): ChangeMarkers {
  let markers = shared.get(db);
  if (!markers) {
    markers = new ChangeMarkers(db);
    shared.set(db, markers);
  }
  return markers;
}
