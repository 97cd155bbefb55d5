/** One console line per finished row: a progress bar, the row's time and outcome, failures named. */
import type { RowResult } from './engine';

const WIDTH = 24;

export function progressLine(r: RowResult, done: number, total: number, elapsedMs: number): string {
  const filled = Math.round((done / Math.max(total, 1)) * WIDTH);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
  const checks = r.checks.filter((c) => c.outcome === 'passed' || c.outcome === 'failed');
  const failed = checks.filter((c) => c.outcome === 'failed');
  const head = `[${bar}] ${String(done).padStart(3)}/${total}  ${r.brand} row ${String(r.index + 1).padStart(2)}  ${(r.ms / 1000).toFixed(1)} s  ${r.outcome === 'passed' ? '✓' : '✗'} ${checks.length - failed.length}/${checks.length} checks  (${(elapsedMs / 1000).toFixed(0)} s total)`;
  const why = failed.map(
    (c) =>
      `\n      ✗ ${c.effect} [${c.switch}=${String(c.value)}] ${c.audience} ${c.route}: ${c.what}: ${c.detail}${c.screenshot ? ` (${c.screenshot})` : ''}`,
  );
  return head + why.join('');
}
