/**
 * The matrix slice `npm test` runs: a few pairwise rows on one brand, every check must hold; and
 * the proof the tool can fail (on a second brand, in parallel, to keep `npm test` short): the browser is served a status in which VIPBEN3 is flipped while
 * the server keeps its value (what a build whose VIP item ignored its flag would show), and the
 * matrix must report exactly the VIPBEN3 cells as failed, with a screenshot.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runMatrix } from '../../scripts/qa/run-matrix';
import { type RunningServer, startServer } from '../../scripts/qa/server-process';
import { testTempDirs } from '../../server/test/temp-dirs';

const BRAND = 'royal';
/** the fault proof runs on another brand, at the same time as the slice (rows of one brand never overlap) */
const FAULT_BRAND = 'lotus';
const SLICE_ROWS = Number(process.env.QA_SLICE_ROWS ?? 3);
let server: RunningServer;
const temp = testTempDirs();
const log = (line: string) => process.stdout.write(`${line}\n`);

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

describe.concurrent('flag matrix', () => {
  it(`slice: ${SLICE_ROWS} pairwise rows on ${BRAND}: every effect holds`, async ({ expect }) => {
    const { report } = await runMatrix({ brands: [BRAND], baseUrl: server.baseUrl, token: server.token, rows: SLICE_ROWS, log });
    const failed = report.rows.flatMap((r) =>
      r.checks.filter((c) => c.outcome === 'failed').map((c) => `row ${r.index + 1} ${c.effect}: ${c.detail}`),
    );
    expect(failed).toEqual([]);
    expect(report.summary.checks.passed).toBeGreaterThan(20 * SLICE_ROWS);
  });

  it(`can fail (on ${FAULT_BRAND}): a gated item that ignores its flag (VIPBEN3) is reported as failed, with a screenshot`, async ({
    expect,
  }) => {
    const reportDir = temp.make('qa-fault-');
    const { report, files } = await runMatrix({
      brands: [FAULT_BRAND],
      baseUrl: server.baseUrl,
      token: server.token,
      rows: 2,
      injectFault: 'VIPBEN3',
      reportDir,
      log,
    });
    expect(report.summary.failed).toBe(2);
    const failed = report.rows.flatMap((r) => r.checks.filter((c) => c.outcome === 'failed'));
    expect(new Set(failed.map((c) => c.switch))).toEqual(new Set(['VIPBEN3']));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    for (const c of failed) {
      expect(c.screenshot).toBeDefined();
      expect(existsSync(join(reportDir, c.screenshot ?? ''))).toBe(true);
    }
    expect(existsSync(files.html)).toBe(true);
  });
});
