/**
 * The Markdown summary: the wall time against the 15-minute limit with the machine's load, rows not
 * run when a time limit stopped the run, and for a planted break whether exactly the broken flag's
 * cells failed, in every row.
 */
import { describe, expect, it } from 'vitest';
import type { CheckResult, RowResult } from './engine';
import { makePlan, tenantById } from './plan';
import { planInfo, type Report, renderMarkdown, summarise } from './report';

const check = (key: string, outcome: CheckResult['outcome']): CheckResult => ({
  effect: `${key}.route`,
  switch: key,
  value: true,
  audience: 'guest',
  route: '/m/home',
  what: `${key} item shown`,
  outcome,
  detail: outcome === 'failed' ? 'not visible' : 'visible',
});
const row = (index: number, checks: CheckResult[]): RowResult => ({
  brand: 'royal',
  index,
  row: {},
  outcome: checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed',
  ms: 20_000,
  checks,
});
const plan = makePlan(tenantById('royal'), { rows: 3 });

function report(rows: RowResult[], opts: { ms: number; injectFault?: string; planned?: number }): Report {
  return {
    startedAt: '2026-11-26T23:00:00.000Z',
    baseUrl: 'http://127.0.0.1:1',
    injectFault: opts.injectFault ?? null,
    summary: summarise(rows, opts.ms, opts.planned ?? rows.length),
    machine: { cpus: 2, load: { start: 3.1, end: 4.2, mean: 3.5, max: 5, samples: 10 } },
    workers: 3,
    servers: 1,
    slowness: 1.4,
    plans: [planInfo(plan)],
    rows,
  };
}

describe('the Markdown summary', () => {
  it('gives the wall time against the 15-minute limit, the machine load, and every failed check', () => {
    const md = renderMarkdown(
      report([row(0, [check('VIPBEN3', 'passed')]), row(1, [check('REG3', 'failed')])], { ms: 16 * 60_000 }),
      'npm run qa:matrix',
    );
    expect(md).toContain('| wall time | **16.0 min** (960 s, server start included; limit 15.0 min: over) |');
    expect(md).toContain('2 CPUs; 1-minute load average 3.1 at start, 4.2 at end, mean 3.5, max 5 (10 samples); speed factor 1.4');
    expect(md).toContain('| rows | 2 of 2 run: 1 passed, 1 failed |');
    expect(md).toMatch(/## Failed checks \(1\)\n\n- royal row 2: REG3\.route \[REG3=true\] guest \/m\/home: REG3 item shown: not visible/);
    expect(renderMarkdown(report([row(0, [check('REG3', 'passed')])], { ms: 9 * 60_000 }), 'x')).toContain('limit 15.0 min: within');
  });

  it('says how many rows a time limit left out', () => {
    const md = renderMarkdown(report([row(0, [check('REG3', 'passed')])], { ms: 60_000, planned: 65 }), 'x');
    expect(md).toContain('| rows | 1 of 65 run: 1 passed, 0 failed (**64 not run: the time limit stopped the run**) |');
  });

  it('a planted break passes only when exactly the broken flag failed, in every row', () => {
    const exact = renderMarkdown(
      report([row(0, [check('VIPBEN3', 'failed'), check('REG3', 'passed')]), row(1, [check('VIPBEN3', 'failed')])], {
        ms: 60_000,
        injectFault: 'VIPBEN3',
      }),
      'x',
    );
    expect(exact).toContain('- failed checks of VIPBEN3: 2, in 2 of 2 rows');
    expect(exact).toContain('- failed checks of other switches: none');
    expect(exact).toContain('verdict: the matrix failed exactly the broken flag’s cells, in every row');
    const leaky = renderMarkdown(
      report([row(0, [check('VIPBEN3', 'failed'), check('REG3', 'failed')]), row(1, [check('VIPBEN3', 'passed')])], {
        ms: 60_000,
        injectFault: 'VIPBEN3',
      }),
      'x',
    );
    expect(leaky).toContain('- failed checks of VIPBEN3: 1, in 1 of 2 rows (rows without one: royal 2)');
    expect(leaky).toContain('- failed checks of other switches: REG3 1');
    expect(leaky).toContain('verdict: NOT exactly the broken flag’s cells');
  });
});
