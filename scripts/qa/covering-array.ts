/**
 * Pairwise covering arrays (greedy, AETG style) and full products, under constraints.
 *
 * Every pair of values of every two switches appears in some row, unless no valid row can hold
 * it: such pairs are returned as `excluded`, each with the rule(s) that forbid it. Seeded, so the
 * same input gives the same rows.
 */
import { type Constraint, ConstraintSolver, type Observability, type Partial, type Row, type Switch, type Value } from './constraints';
import { seededRandom } from './random';

export type { Constraint, Observability, Row, Switch, Value } from './constraints';

export type Pair = { a: string; va: Value; b: string; vb: Value };
export type ExcludedPair = Pair & { rules: string[] };
export type CoveringArray = {
  rows: Row[];
  excluded: ExcludedPair[];
  /** valid pairs no row can show (a switch of the pair is not observable there) */
  notApplicable: ExcludedPair[];
  /** valid pairs (all covered) */
  pairs: number;
};
export type CoverOptions = { seed?: number; candidates?: number; observability?: readonly Observability[] };

/** Numbers every (switch i, value a, switch j, value b) with i < j. */
class PairSpace {
  private readonly base: number[][];
  readonly size: number;
  constructor(private readonly sizes: readonly number[]) {
    let next = 0;
    this.base = sizes.map((si, i) =>
      sizes.map((sj, j) => {
        if (j <= i) return -1;
        const b = next;
        next += si * sj;
        return b;
      }),
    );
    this.size = next;
  }
  id(i: number, a: number, j: number, b: number): number {
    if (i > j) return this.id(j, b, i, a);
    return (this.base[i]?.[j] ?? 0) + a * (this.sizes[j] ?? 0) + b;
  }
  *all(): Generator<[number, number, number, number]> {
    const n = this.sizes.length;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        for (let a = 0; a < (this.sizes[i] ?? 0); a++) for (let b = 0; b < (this.sizes[j] ?? 0); b++) yield [i, a, j, b];
  }
}

export function coveringArray(
  switches: readonly Switch[],
  constraints: readonly Constraint[] = [],
  options: CoverOptions = {},
): CoveringArray {
  const solver = new ConstraintSolver(switches, constraints);
  const random = seededRandom(options.seed ?? 1);
  const candidates = options.candidates ?? 24;
  const n = switches.length;
  const space = new PairSpace(switches.map((s) => s.values.length));
  const blank = (): Partial => new Array<number>(n).fill(-1);

  /** switch index -> the [switch index, value index] its effects need to be observable */
  const needs: [number, number][][] = switches.map((sw) =>
    (options.observability ?? []).flatMap((o) => {
      if (!o.switches.includes(sw.key)) return [];
      const k = switches.findIndex((x) => x.key === o.key);
      const target = switches[k];
      if (!target) return [];
      const vk = target.values.indexOf(o.value);
      return [[k, vk] as [number, number]];
    }),
  );
  const rulesOf = (i: number, j: number): string[] =>
    (options.observability ?? [])
      .filter((o) => o.switches.includes(switches[i]?.key ?? '') || o.switches.includes(switches[j]?.key ?? ''))
      .map((o) => o.rule);

  type Quad = [number, number, number, number];
  /** uncovered pair -> [quad, the conditions (switch, value) a row needs to observe it] */
  const uncovered = new Map<number, [Quad, [number, number][]]>();
  const excluded: ExcludedPair[] = [];
  const notApplicable: ExcludedPair[] = [];
  const pairOf = (i: number, a: number, j: number, b: number, rules: string[]): ExcludedPair => {
    const si = switches[i] as Switch;
    const sj = switches[j] as Switch;
    return { a: si.key, va: si.values[a] as Value, b: sj.key, vb: sj.values[b] as Value, rules };
  };
  for (const quad of space.all()) {
    const [i, a, j, b] = quad;
    const p = blank();
    p[i] = a;
    p[j] = b;
    if (solver.complete(p) === null) {
      excluded.push(pairOf(i, a, j, b, solver.blame(p)));
      continue;
    }
    const conditions = [...(needs[i] ?? []), ...(needs[j] ?? [])];
    const q = [...p];
    const fits = conditions.every(([k, vk]) => {
      if (vk < 0 || (q[k] !== -1 && q[k] !== vk)) return false;
      q[k] = vk;
      return true;
    });
    if (!fits || solver.complete(q) === null) {
      notApplicable.push(pairOf(i, a, j, b, rulesOf(i, j)));
      continue;
    }
    uncovered.set(space.id(i, a, j, b), [quad, conditions]);
  }
  const pairs = uncovered.size;
  const observed = (row: Partial, conditions: readonly [number, number][]): boolean => conditions.every(([k, vk]) => row[k] === vk);

  const gain = (row: Partial, i: number, vi: number): number => {
    let g = 0;
    row.forEach((vj, j) => {
      if (j === i || vj < 0) return;
      const pair = uncovered.get(space.id(i, vi, j, vj));
      if (pair?.[1].every(([k, vk]) => (k === i ? vi : row[k]) === vk)) g++;
    });
    return g;
  };

  const candidate = (): { row: Partial; covered: number } => {
    const [[i0, a0, j0, b0], conditions] = random.pick([...uncovered.values()]);
    const row = blank();
    for (const [k, vk] of conditions) row[k] = vk;
    row[i0] = a0;
    row[j0] = b0;
    let covered = 1;
    for (const i of random.shuffle(Array.from({ length: n }, (_, k) => k))) {
      if (row[i] !== -1) continue;
      let best: number[] = [];
      let bestGain = -1;
      for (let vi = 0; vi < (switches[i]?.values.length ?? 0); vi++) {
        if (solver.constrained.has(i)) {
          row[i] = vi;
          const ok = solver.complete(row) !== null;
          row[i] = -1;
          if (!ok) continue;
        }
        const g = gain(row, i, vi);
        if (g > bestGain) [best, bestGain] = [[vi], g];
        else if (g === bestGain) best.push(vi);
      }
      row[i] = random.pick(best);
      covered += bestGain;
    }
    return { row, covered };
  };

  const rows: Row[] = [];
  while (uncovered.size > 0) {
    let best = candidate();
    for (let k = 1; k < candidates; k++) {
      const c = candidate();
      if (c.covered > best.covered) best = c;
    }
    best.row.forEach((vi, i) => {
      for (let j = i + 1; j < n; j++) {
        const id = space.id(i, vi, j, best.row[j] ?? 0);
        const pair = uncovered.get(id);
        if (pair && observed(best.row, pair[1])) uncovered.delete(id);
      }
    });
    rows.push(solver.toRow(best.row));
  }
  return { rows, excluded, notApplicable, pairs };
}

export type FullProduct = { rows: Row[]; excluded: { combination: Row; rules: string[] }[] };

/**
 * Every combination of the switches named in `keys`; the other switches take their value in
 * `base` (or their first value) unless a constraint needs another. Combinations no valid row can
 * hold are listed with the rule that forbids them.
 */
export function fullProduct(
  switches: readonly Switch[],
  constraints: readonly Constraint[],
  keys: readonly string[],
  base: Row = {},
): FullProduct {
  const solver = new ConstraintSolver(switches, constraints);
  const chosen = keys.map((k) => solver.indexOf(k));
  if (new Set(chosen).size !== chosen.length) throw new Error(`--full names a switch twice: ${keys.join(',')}`);
  const prefer = switches.map((s) => {
    const b = base[s.key];
    return b === undefined ? 0 : Math.max(0, s.values.indexOf(b));
  });
  const result: FullProduct = { rows: [], excluded: [] };
  const walk = (depth: number, partial: Partial): void => {
    const i = chosen[depth];
    if (i === undefined) {
      const row = solver.complete(partial, prefer);
      if (row) result.rows.push(solver.toRow(row));
      else result.excluded.push({ combination: solver.toRow(partial), rules: solver.blame(partial) });
      return;
    }
    (switches[i]?.values ?? []).forEach((_, vi) => {
      const next = [...partial];
      next[i] = vi;
      walk(depth + 1, next);
    });
  };
  walk(0, new Array<number>(switches.length).fill(-1));
  return result;
}

/** Every pair of `switches` that `rows` leave uncovered (for checks and tests). */
export function uncoveredPairs(switches: readonly Switch[], rows: readonly Row[]): Pair[] {
  const missing: Pair[] = [];
  switches.forEach((sa, i) => {
    for (const sb of switches.slice(i + 1))
      for (const va of sa.values)
        for (const vb of sb.values)
          if (!rows.some((r) => r[sa.key] === va && r[sb.key] === vb)) missing.push({ a: sa.key, va, b: sb.key, vb });
  });
  return missing;
}
