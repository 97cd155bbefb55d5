import { describe, expect, it } from 'vitest';
import { type Constraint, coveringArray, fullProduct, type Row, type Switch, uncoveredPairs } from './covering-array';
import { seededRandom } from './random';

const bool = (key: string): Switch => ({ key, values: [true, false] });
const atLeastOne = (a: string, b: string): Constraint => ({
  rule: `at least one of ${a} or ${b}`,
  keys: [a, b],
  holds: (r) => r[a] === true || r[b] === true,
});

function randomProblem(seed: number): { switches: Switch[]; constraints: Constraint[] } {
  const random = seededRandom(seed);
  const count = 3 + random.int(14);
  const switches = Array.from({ length: count }, (_, i): Switch => {
    const arity = random.next() < 0.7 ? 2 : 2 + random.int(4);
    return { key: `S${i}`, values: Array.from({ length: arity }, (_, k) => (arity === 2 ? k === 0 : `v${k}`)) };
  });
  // keep the full product small enough for the brute-force oracle below
  while (switches.reduce((n, s) => n * s.values.length, 1) > 20_000) switches.pop();
  const constraints: Constraint[] = [];
  for (let c = random.int(4); c > 0; c--) {
    const [a, b] = random.shuffle(switches);
    if (!a || !b) continue;
    const va = random.pick(a.values);
    const vb = random.pick(b.values);
    constraints.push({
      rule: `not (${a.key}=${String(va)} and ${b.key}=${String(vb)})`,
      keys: [a.key, b.key],
      holds: (r) => !(r[a.key] === va && r[b.key] === vb),
    });
  }
  return { switches, constraints };
}

/** Brute force: the pairs some valid row of the full product holds. */
function validPairs(switches: Switch[], constraints: Constraint[]): Set<string> {
  let rows: Row[] = [{}];
  for (const s of switches) rows = rows.flatMap((r) => s.values.map((v) => ({ ...r, [s.key]: v })));
  const set = new Set<string>();
  for (const r of rows.filter((row) => constraints.every((c) => c.holds(row))))
    switches.forEach((a, i) => {
      for (const b of switches.slice(i + 1)) set.add(`${a.key}=${String(r[a.key])}|${b.key}=${String(r[b.key])}`);
    });
  return set;
}

describe('coveringArray', () => {
  it.each(Array.from({ length: 25 }, (_, k) => k + 1))('random switch set %i: every valid pair covered, every row valid', (seed) => {
    const { switches, constraints } = randomProblem(seed);
    const result = coveringArray(switches, constraints, { seed });
    for (const row of result.rows) {
      for (const c of constraints) expect(c.holds(row), c.rule).toBe(true);
      expect(Object.keys(row).sort()).toEqual(switches.map((s) => s.key).sort());
    }
    const excluded = new Set(result.excluded.map((p) => `${p.a}=${String(p.va)}|${p.b}=${String(p.vb)}`));
    const missing = uncoveredPairs(switches, result.rows).map((p) => `${p.a}=${String(p.va)}|${p.b}=${String(p.vb)}`);
    expect(missing.sort()).toEqual([...excluded].sort());
    const valid = validPairs(switches, constraints);
    for (const m of missing) expect(valid.has(m), `${m} is valid yet uncovered`).toBe(false);
    expect(result.pairs).toBe(valid.size);
  });

  it('is deterministic for a seed', () => {
    const { switches, constraints } = randomProblem(7);
    expect(coveringArray(switches, constraints, { seed: 3 })).toEqual(coveringArray(switches, constraints, { seed: 3 }));
  });

  it('stays small: 30 booleans and a 8-valued switch in at most 24 rows', () => {
    const switches = [...Array.from({ length: 30 }, (_, i) => bool(`F${i}`)), { key: 'lang', values: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] }];
    const result = coveringArray(switches, [atLeastOne('F0', 'F1')]);
    expect(result.rows.length).toBeLessThanOrEqual(24);
    expect(result.rows.length).toBeGreaterThanOrEqual(16);
    expect(uncoveredPairs(switches, result.rows)).toEqual([
      { a: 'F0', va: false, b: 'F1', vb: false },
    ]);
    expect(result.excluded.map((p) => p.rules)).toEqual([['at least one of F0 or F1']]);
  });

  it('lists pairs no valid row can hold, with the rule', () => {
    const switches = [bool('USERNAMEREG3'), bool('MOBILENUMREG3'), bool('REG3')];
    const rule = atLeastOne('USERNAMEREG3', 'MOBILENUMREG3');
    const result = coveringArray(switches, [rule]);
    expect(result.excluded).toEqual([
      { a: 'USERNAMEREG3', va: false, b: 'MOBILENUMREG3', vb: false, rules: [rule.rule] },
    ]);
    expect(result.rows.every((r) => r.USERNAMEREG3 === true || r.MOBILENUMREG3 === true)).toBe(true);
  });

  it('blames every rule when only their combination forbids a pair', () => {
    const switches = [bool('A'), bool('B'), bool('C')];
    const rules: Constraint[] = [
      { rule: 'A implies C', keys: ['A', 'C'], holds: (r) => !r.A || r.C === true },
      { rule: 'B implies not C', keys: ['B', 'C'], holds: (r) => !r.B || r.C === false },
    ];
    const result = coveringArray(switches, rules);
    const ab = result.excluded.find((p) => p.a === 'A' && p.va === true && p.b === 'B' && p.vb === true);
    expect(ab?.rules).toEqual(['A implies C', 'B implies not C']);
  });
});

describe('fullProduct', () => {
  const switches: Switch[] = [bool('A'), bool('B'), { key: 'age', values: [18, 21] }, { key: 'lang', values: ['en', 'km', 'zh'] }];

  it('has the product of the named switches, others at the base value', () => {
    const result = fullProduct(switches, [], ['A', 'lang'], { B: false, age: 21 });
    expect(result.rows).toHaveLength(6);
    expect(result.rows.every((r) => r.B === false && r.age === 21)).toBe(true);
    expect(new Set(result.rows.map((r) => `${String(r.A)}/${String(r.lang)}`)).size).toBe(6);
  });

  it('lists combinations the constraints forbid, and bends other switches to fit', () => {
    const rule = atLeastOne('A', 'B');
    const result = fullProduct(switches, [rule], ['A', 'B', 'age'], {});
    expect(result.rows).toHaveLength(6);
    expect(result.excluded.map((e) => e.combination)).toEqual([
      { A: false, B: false, age: 18 },
      { A: false, B: false, age: 21 },
    ]);
    expect(result.excluded[0]?.rules).toEqual([rule.rule]);
    const bent = fullProduct(switches, [rule], ['A'], { B: false });
    expect(bent.rows.find((r) => r.A === false)?.B).toBe(true);
  });

  it('refuses unknown switches', () => {
    expect(() => fullProduct(switches, [], ['NOPE'])).toThrow(/unknown switch NOPE/);
  });
});
