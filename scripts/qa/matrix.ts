/**
 * `npm run qa:matrix [-- --brand <id>[,<id>] --base-url <url> --full KEY,KEY --rows N --workers N --servers N
 *  --seed N --inject-fault KEY --summary FILE --max-minutes N]`: the white-label flag matrix. Without --base-url it
 * starts the real server (two for several brands, `--servers`; each a temp PGlite and its own operator token); with one it reads OPERATOR_TOKEN
 * from the environment. Writes reports/matrix/report.{html,json}, and a Markdown summary with the
 * run's time and the machine's load: `reports/qa-matrix.md` for the whole matrix over every brand,
 * `reports/qa-matrix-planted-break.md` for an --inject-fault run, `--summary FILE` for any run.
 * Exits 1 on any failed check.
 */
import { isAbsolute, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { loadTenants } from '../../tenants/load';
import { writeMarkdown } from './report';
import { runMatrix } from './run-matrix';
import { ROOT } from './server-process';

// an interrupted run still stops its server (startServer kills it on exit)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    'base-url': { type: 'string' },
    full: { type: 'string' },
    rows: { type: 'string' },
    workers: { type: 'string' },
    servers: { type: 'string' },
    seed: { type: 'string' },
    'inject-fault': { type: 'string' },
    'report-dir': { type: 'string' },
    summary: { type: 'string' },
    'max-minutes': { type: 'string' },
  },
});

const int = (s: string | undefined, name: string): number | undefined => {
  if (s === undefined) return undefined;
  if (!/^\d+$/.test(s)) throw new Error(`--${name} needs a whole number, got "${s}"`);
  return Number(s);
};
const ids = loadTenants().map((t) => t.id);
const brands = values.brand ? values.brand.split(',') : ids;
const whole = brands.length === ids.length && !values.full && !values.rows && !values['base-url'];
/** where the Markdown summary goes: asked for, or the committed report of a whole run or a planted break */
const summary =
  values.summary ??
  (values['inject-fault']
    ? join(ROOT, 'reports', 'qa-matrix-planted-break.md')
    : whole
      ? join(ROOT, 'reports', 'qa-matrix.md')
      : undefined);

try {
  const { report, files } = await runMatrix({
    // every brand by default: one run, one report grouped by brand
    brands,
    baseUrl: values['base-url'],
    full: values.full?.split(',').filter(Boolean),
    rows: int(values.rows, 'rows'),
    workers: int(values.workers, 'workers'),
    servers: int(values.servers, 'servers'),
    seed: int(values.seed, 'seed'),
    injectFault: values['inject-fault'],
    reportDir: values['report-dir'],
    maxMinutes: int(values['max-minutes'], 'max-minutes'),
  });
  const s = report.summary;
  console.log(
    `\n[qa] ${s.rows} rows in ${(s.ms / 1000).toFixed(1)} s (${(s.ms / Math.max(s.rows, 1) / 1000).toFixed(1)} s per row incl. start-up)`,
  );
  console.log(
    `[qa] checks: ${s.checks.passed} passed, ${s.checks.failed} failed, ${s.checks.pending} pending (declared, not checkable yet), ${s.checks['not-applicable']} not applicable (row hides them)`,
  );
  console.log(`[qa] report: ${files.html}\n[qa] json:   ${files.json}`);
  if (summary) console.log(`[qa] summary: ${writeMarkdown(summary, report, commandLine(process.argv.slice(2)))}`);
  if (s.rows < s.planned) console.log(`[qa] ${s.planned - s.rows} of ${s.planned} rows not run: the --max-minutes limit stopped the run`);
  console.log(`${s.passed} passed, ${s.failed} failed`);
  process.exit(s.failed > 0 || s.rows < s.planned ? 1 : 0);
} catch (error) {
  console.error(`[qa] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

/**
 * The command as a committed report names it: a path inside the repository relative to it, one
 * outside (a scratch folder of that run) as <dir>, so no machine's folders end up in the report.
 */
function commandLine(args: readonly string[]): string {
  const shown = args.map((arg) => {
    if (!isAbsolute(arg)) return arg;
    const inside = relative(ROOT, arg);
    return inside.startsWith('..') ? '<dir>' : inside;
  });
  return `npm run qa:matrix${shown.length > 0 ? ` -- ${shown.join(' ')}` : ''}`;
}
