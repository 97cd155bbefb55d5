import { describe, expect, it } from 'vitest';
import { type Constraint, coveringArray, fullProduct, type Observability, type Row, type Switch, uncoveredPairs } from './covering-array';
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
    const switches = [
      ...Array.from({ length: 30 }, (_, i) => bool(`F${i}`)),
      { key: 'lang', values: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] },
    ];
    const result = coveringArray(switches, [atLeastOne('F0', 'F1')]);
    expect(result.rows.length).toBeLessThanOrEqual(24);
    expect(result.rows.length).toBeGreaterThanOrEqual(16);
    expect(uncoveredPairs(switches, result.rows)).toEqual([{ a: 'F0', va: false, b: 'F1', vb: false }]);
    expect(result.excluded.map((p) => p.rules)).toEqual([['at least one of F0 or F1']]);
  });

  it('lists pairs no valid row can hold, with the rule', () => {
    const switches = [bool('USERNAMEREG3'), bool('MOBILENUMREG3'), bool('REG3')];
    const rule = atLeastOne('USERNAMEREG3', 'MOBILENUMREG3');
    const result = coveringArray(switches, [rule]);
    expect(result.excluded).toEqual([{ a: 'USERNAMEREG3', va: false, b: 'MOBILENUMREG3', vb: false, rules: [rule.rule] }]);
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

describe('coveringArray with observability rules', () => {
  const registrationOpen = (switches: readonly string[]): Observability => ({
    rule: 'registration closed (REG3 off): nothing on /m/register can be observed',
    key: 'REG3',
    value: true,
    route: '/m/register',
    switches,
  });

  /** pairs of `switches` not seen in a row where both are observable */
  function unobserved(switches: Switch[], rows: Row[], rules: Observability[]): string[] {
    const ok = (key: string, r: Row) => rules.every((o) => !o.switches.includes(key) || r[o.key] === o.value);
    const missing: string[] = [];
    switches.forEach((sa, i) => {
      for (const sb of switches.slice(i + 1))
        for (const va of sa.values)
          for (const vb of sb.values)
            if (!rows.some((r) => r[sa.key] === va && r[sb.key] === vb && ok(sa.key, r) && ok(sb.key, r)))
              missing.push(`${sa.key}=${String(va)}|${sb.key}=${String(vb)}`);
    });
    return missing.sort();
  }

  it.each(Array.from({ length: 15 }, (_, k) => k + 1))('random switch set %i: every observable pair seen where observable', (seed) => {
    const { switches, constraints } = randomProblem(seed + 100);
    const all = [...switches, bool('REG3')];
    const masked = switches.slice(0, Math.max(1, Math.floor(switches.length / 3))).map((s) => s.key);
    const rules = [registrationOpen(masked)];
    const result = coveringArray(all, constraints, { seed, observability: rules });
    for (const row of result.rows) for (const c of constraints) expect(c.holds(row), c.rule).toBe(true);
    const skipped = [...result.excluded, ...result.notApplicable].map((p) => `${p.a}=${String(p.va)}|${p.b}=${String(p.vb)}`);
    expect(unobserved(all, result.rows, rules)).toEqual(skipped.sort());
    // a masked switch with REG3 off is never observable; with REG3 on it is (unless excluded)
    for (const p of result.notApplicable) {
      expect(p.rules).toEqual([rules[0]?.rule]);
      expect([p.a, p.b]).toContain('REG3');
    }
  });

  it('covers the registration-method pairs with REG3 on, and lists REG3 off with them as not applicable', () => {
    const switches = [bool('USERNAMEREG3'), bool('MOBILENUMREG3'), bool('REGMOBVERF3'), bool('REG3'), bool('VIPBEN3')];
    const rules = [registrationOpen(['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3'])];
    const result = coveringArray(switches, [atLeastOne('USERNAMEREG3', 'MOBILENUMREG3')], { observability: rules });
    expect(unobserved(switches, result.rows, rules)).toEqual(
      [...result.excluded, ...result.notApplicable].map((p) => `${p.a}=${String(p.va)}|${p.b}=${String(p.vb)}`).sort(),
    );
    expect(result.notApplicable.filter((p) => p.a === 'REG3' || p.b === 'REG3').length).toBe(6);
    expect(result.notApplicable.every((p) => (p.a === 'REG3' ? p.va : p.vb) === false)).toBe(true);
    // REG3 off still appears, with the switches it does not mask
    expect(result.rows.some((r) => r.REG3 === false && r.VIPBEN3 === true)).toBe(true);
    expect(result.rows.some((r) => r.REG3 === false && r.VIPBEN3 === false)).toBe(true);
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
