/**
 * Switches, rows and constraints of the flag matrix, and the search that decides whether a partial
 * row can still be completed into a row every constraint accepts.
 */
export type Value = string | number | boolean;
export type Switch = { readonly key: string; readonly values: readonly Value[] };
export type Row = Readonly<Record<string, Value>>;

/**
 * A rule a row must obey. `keys` are the switches it reads; `holds` is only called once all of
 * them have a value, so a partial row can be checked too. `rule` is what the report shows.
 */
export type Constraint = {
  readonly rule: string;
  readonly keys: readonly string[];
  readonly holds: (row: Row) => boolean;
};

/**
 * When a switch's effects can be seen at all: the switches in `switches` are observable only in
 * rows where `key` has `value` (e.g. registration-method switches only while registration, REG3,
 * is open). A row with another value is a valid brand; its checks of those switches on `route`
 * are reported "not applicable" (with `rule`), and the covering array covers each pair of a
 * masked switch in a row where it is observable. `rule` is what the report shows.
 */
export type Observability = {
  readonly rule: string;
  readonly key: string;
  readonly value: Value;
  /** the route whose checks need the condition (checks elsewhere stay observable) */
  readonly route: string;
  /** switches every check of which is on `route`: their pairs need the condition */
  readonly switches: readonly string[];
};

/** Whether `key`'s effects are observable in `row` under `rules`. */
export function observable(key: string, row: Row, rules: readonly Observability[]): boolean {
  return rules.every((o) => !o.switches.includes(key) || row[o.key] === undefined || row[o.key] === o.value);
}

/** A row under construction: the value index of each switch, or -1 while unassigned. */
export type Partial = number[];

export class ConstraintSolver {
  private readonly index = new Map<string, number>();
  /** constraints that read switch i */
  private readonly byKey: Constraint[][];
  /** switches read by some constraint */
  readonly constrained: ReadonlySet<number>;

  constructor(
    readonly switches: readonly Switch[],
    readonly constraints: readonly Constraint[],
  ) {
    switches.forEach((s, i) => {
      if (this.index.has(s.key)) throw new Error(`duplicate switch ${s.key}`);
      if (s.values.length === 0) throw new Error(`switch ${s.key} has no values`);
      this.index.set(s.key, i);
    });
    this.byKey = switches.map(() => []);
    const constrained = new Set<number>();
    for (const c of constraints) {
      for (const k of c.keys) {
        const i = this.index.get(k);
        if (i === undefined) throw new Error(`constraint "${c.rule}" reads unknown switch ${k}`);
        this.byKey[i]?.push(c);
        constrained.add(i);
      }
    }
    this.constrained = constrained;
  }

  indexOf(key: string): number {
    const i = this.index.get(key);
    if (i === undefined) throw new Error(`unknown switch ${key}`);
    return i;
  }

  toRow(partial: Partial): Row {
    const row: Record<string, Value> = {};
    partial.forEach((vi, i) => {
      const s = this.switches[i];
      if (s && vi >= 0) row[s.key] = s.values[vi] as Value;
    });
    return row;
  }

  /** Every constraint whose switches all have a value holds (those touching switch `only`, if given). */
  consistent(partial: Partial, only?: number, among: readonly Constraint[] = this.constraints): boolean {
    const list = only === undefined ? among : (this.byKey[only] ?? []).filter((c) => among.includes(c));
    const row = this.toRow(partial);
    return list.every((c) => !c.keys.every((k) => k in row) || c.holds(row));
  }

  /**
   * A full row extending `partial` that obeys `among` (all constraints by default), or null.
   * Unassigned switches take `prefer[i]` when it fits, else the first value that does.
   */
  complete(partial: Partial, prefer?: Partial, among: readonly Constraint[] = this.constraints): Partial | null {
    if (!this.consistent(partial, undefined, among)) return null;
    const row = [...partial];
    const open = row.flatMap((vi, i) => (vi < 0 ? [i] : []));
    const searched = open.filter((i) => this.constrained.has(i));
    for (const i of open) if (!this.constrained.has(i)) row[i] = Math.max(prefer?.[i] ?? 0, 0);
    const order = (i: number): number[] => {
      const n = this.switches[i]?.values.length ?? 0;
      const first = prefer?.[i] ?? -1;
      const rest = Array.from({ length: n }, (_, k) => k).filter((k) => k !== first);
      return first >= 0 ? [first, ...rest] : rest;
    };
    const search = (depth: number): boolean => {
      const i = searched[depth];
      if (i === undefined) return true;
      for (const vi of order(i)) {
        row[i] = vi;
        if (this.consistent(row, i, among) && search(depth + 1)) return true;
      }
      row[i] = -1;
      return false;
    };
    return search(0) ? row : null;
  }

  /** Rules that, each on its own, forbid `partial`; all rules when only their combination does. */
  blame(partial: Partial): string[] {
    const alone = this.constraints.filter((c) => this.complete(partial, undefined, [c]) === null);
    return (alone.length > 0 ? alone : this.constraints).map((c) => c.rule);
  }
}
