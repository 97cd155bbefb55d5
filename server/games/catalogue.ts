/**
 * The catalogue as an immutable in-memory snapshot of `games`, so a list call is a scan of an
 * array, not a query (the bench wants p99 <= 10 ms at 200 connections). The snapshot is keyed by
 * `games_catalogue.version`, checked at most once per `recheckMs`: a reseed by another process
 * (same PostgreSQL) is picked up within that time. On PGlite, which one process owns, every change
 * goes through its `Db` and moves its statement count: while the count has not moved since the
 * last check, nothing can have changed and no check is made, whatever the time (a check is a
 * statement on the event loop, and it would make the status re-read its change marker too).
 * Favourites, recent and launches stay in the DB.
 */
import type { BaseGameType, Classification } from '../../src/contracts/games/types';
import type { Db } from '../db/types';
import { ensureCatalogue } from './seed';

export type CatalogueGame = {
  nodeId: number;
  gameCode: string;
  vendorCode: string;
  gameType: BaseGameType;
  names: { en: string; zh: string; km: string };
  /** lower-case names for search */
  search: string;
  classify: Classification[];
  isNew: boolean;
  hotRank: number | null;
  minBet: number;
  minLine: number;
  freePlay: boolean;
  lottoMode: string | null;
  sortOrder: number;
};

export type Catalogue = { version: number; games: readonly CatalogueGame[]; byNode: ReadonlyMap<number, CatalogueGame> };

type Row = {
  node_id: number;
  game_code: string;
  vendor_code: string;
  game_type: string;
  name_en: string;
  name_zh: string;
  name_km: string;
  classify: string;
  is_new: boolean;
  hot_rank: number | null;
  min_bet: number;
  min_line: number;
  free_play: boolean;
  lotto_mode: string | null;
  sort_order: number;
};

function toGame(r: Row): CatalogueGame {
  return {
    nodeId: r.node_id,
    gameCode: r.game_code,
    vendorCode: r.vendor_code,
    gameType: r.game_type as BaseGameType,
    names: { en: r.name_en, zh: r.name_zh, km: r.name_km },
    search: `${r.name_en}\n${r.name_zh}\n${r.name_km}\n${r.game_code}`.toLowerCase(),
    classify: r.classify ? (r.classify.split(',') as Classification[]) : [],
    isNew: r.is_new,
    hotRank: r.hot_rank,
    minBet: r.min_bet,
    minLine: r.min_line,
    freePlay: r.free_play,
    lottoMode: r.lotto_mode,
    sortOrder: r.sort_order,
  };
}

export class CatalogueStore {
  private snapshot: Catalogue | null = null;
  private checkedAt = 0;
  /** PGlite: the statement count the last check was current at (null: unknown, check again) */
  private checkedAtStatement: number | null = null;
  private pending: Promise<Catalogue> | null = null;

  constructor(
    private readonly db: Db,
    /** the server's clock (`server/clock.ts`): the recheck interval is a time rule tests move past */
    private readonly clock: () => Date,
    private readonly recheckMs = 1000,
  ) {}

  /** The current catalogue (seeding the default one on first use). */
  current(): Promise<Catalogue> {
    const now = this.clock().getTime();
    if (this.snapshot && (now - this.checkedAt < this.recheckMs || this.unchanged())) return Promise.resolve(this.snapshot);
    this.pending ??= this.refresh(now).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * The snapshot while it needs no re-check (within `recheckMs` of the last one, or on PGlite no
   * statement since it), else null: what `current()` answers without a query.
   */
  fresh(): Catalogue | null {
    if (!this.snapshot) return null;
    return this.clock().getTime() - this.checkedAt < this.recheckMs || this.unchanged() ? this.snapshot : null;
  }

  /** Forgets the snapshot (after a reseed in this process). */
  invalidate(): void {
    this.checkedAt = 0;
    this.checkedAtStatement = null;
  }

  /** PGlite: no statement ran since the last check. */
  private unchanged(): boolean {
    return this.checkedAtStatement !== null && this.db.statements?.() === this.checkedAtStatement;
  }

  private async refresh(now: number): Promise<Catalogue> {
    const before = this.db.statements?.();
    let ran = 2;
    await ensureCatalogue(this.db, new Date(now));
    const [meta] = await this.db.query<{ version: number }>('SELECT version FROM games_catalogue WHERE id = 1');
    const version = meta?.version ?? 0;
    if (!this.snapshot || this.snapshot.version !== version) {
      const rows = await this.db.query<Row>('SELECT * FROM games ORDER BY sort_order, node_id');
      ran += 1;
      const games = rows.map(toGame);
      this.snapshot = { version, games, byNode: new Map(games.map((g) => [g.nodeId, g])) };
    }
    this.checkedAt = now;
    // current as of every statement counted before it, when only its own ran meanwhile (PGlite runs
    // statements in order; a seeding, or any other statement in between: checked again next time)
    this.checkedAtStatement = before !== undefined && this.db.statements?.() === before + ran ? before + ran : null;
    return this.snapshot;
  }
}

const stores = new WeakMap<Db, CatalogueStore>();

/**
 * The app's one catalogue snapshot per database, on the server's clock: the game lobby's calls and
 * the site's first screen read the same copy (one snapshot in memory, one reload check).
 */
export function catalogueStoreOf(db: Db, clock: () => Date): CatalogueStore {
  let store = stores.get(db);
  if (!store) {
    store = new CatalogueStore(db, clock);
    stores.set(db, store);
  }
  return store;
}
