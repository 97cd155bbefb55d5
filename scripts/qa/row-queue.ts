/**
 * Which row a lane runs next. A row sets its brand's switches on one server, so a brand runs one
 * row at a time per server; with several servers (each its own database, so its own copy of every
 * brand) a brand's rows spread over them. A lane takes the next row of the brand with the most rows
 * left that no other lane of its server is running: the brand with the most rows (royal has 27,
 * lotus and tiger 19) no longer runs alone at the end while the other lanes are idle.
 */
export type Take = { brand: string; index: number };

export class RowQueue {
  private readonly left = new Map<string, number[]>();
  private readonly running = new Set<string>();

  constructor(plans: readonly { brand: string; rows: readonly unknown[] }[]) {
    for (const p of plans)
      this.left.set(
        p.brand,
        p.rows.map((_row, i) => i),
      );
  }

  /** The next row for a lane of `server`, marked running there; null when none can start on it now. */
  take(server: number): Take | null {
    let best: string | null = null;
    for (const [brand, rows] of this.left) {
      if (rows.length === 0 || this.running.has(`${server} ${brand}`)) continue;
      if (best === null || rows.length > (this.left.get(best)?.length ?? 0)) best = brand;
    }
    const index = best === null ? undefined : this.left.get(best)?.shift();
    if (best === null || index === undefined) return null;
    this.running.add(`${server} ${best}`);
    return { brand: best, index };
  }

  /** The lane of `server` finished its row of `brand`. */
  done(server: number, brand: string): void {
    this.running.delete(`${server} ${brand}`);
  }

  get rowsLeft(): number {
    let n = 0;
    for (const rows of this.left.values()) n += rows.length;
    return n;
  }
}

/**
 * How many lanes each server runs: every brand its own lane, plus one per extra server (so two
 * servers run the three demo brands in four lanes), spread evenly.
 */
export function lanesPerServer(brands: number, servers: number): number {
  const lanes = Math.min(brands * servers, brands + servers - 1);
  return Math.max(1, Math.ceil(lanes / servers));
}
