/**
 * The matrix report: `report.json` for machines, `report.html` for people. HTML rows are the
 * combinations, columns the switches (value + outcome of that switch's effects) and the row's
 * outcome; a failing cell names the effect that did not hold and links its screenshot.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { CheckResult, Outcome, RowResult } from './engine';
import type { MachineLoad } from './machine';
import type { Plan } from './plan';

/** `planned`: the rows the plans hold; fewer ran when a time limit stopped the run (`--max-minutes`). */
export type Summary = { rows: number; planned: number; passed: number; failed: number; checks: Record<Outcome, number>; ms: number };
export type Report = {
  startedAt: string;
  baseUrl: string;
  injectFault: string | null;
  summary: Summary;
  /** CPU count and load average during the run */
  machine: MachineLoad;
  /** concurrent pages per row */
  workers: number;
  /** servers the rows ran on (each its own database) */
  servers: number;
  /** the machine's speed factor the scenes' waits were stretched by (scripts/lib/slowness.mjs) */
  slowness: number;
  plans: PlanInfo[];
  rows: RowResult[];
};

/** The time the whole matrix over every brand must fit in. */
export const MATRIX_LIMIT_MS = 15 * 60_000;
type PlanInfo = Omit<Plan, 'constraints' | 'switches' | 'observability'> & {
  switches: { key: string; values: unknown[]; base: unknown }[];
  rules: string[];
  /** observability rules: when a check is "not applicable" */
  observability: { rule: string; key: string; value: unknown; route: string; switches: string[] }[];
};

export function summarise(rows: readonly RowResult[], ms: number, planned = rows.length): Summary {
  const checks: Record<Outcome, number> = { passed: 0, failed: 0, pending: 0, 'not-applicable': 0 };
  for (const r of rows) for (const c of r.checks) checks[c.outcome]++;
  const failed = rows.filter((r) => r.outcome === 'failed').length;
  return { rows: rows.length, planned, passed: rows.length - failed, failed, checks, ms };
}

export function planInfo(plan: Plan): PlanInfo {
  const { constraints, switches, observability, ...rest } = plan;
  return {
    ...rest,
    switches: switches.map((s) => ({ key: s.key, values: [...s.values], base: s.base })),
    rules: constraints.map((c) => c.rule),
    observability: observability.map((o) => ({ ...o, switches: [...o.switches] })),
  };
}

const esc = (s: unknown): string =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function cell(checks: readonly CheckResult[], value: unknown): string {
  const failed = checks.filter((c) => c.outcome === 'failed');
  const passed = checks.filter((c) => c.outcome === 'passed');
  const pending = checks.filter((c) => c.outcome === 'pending');
  const cls = failed.length ? 'failed' : passed.length ? 'passed' : pending.length ? 'pending' : checks.length ? 'na' : 'none';
  const title = checks.map((c) => `${c.outcome}: ${c.effect} (${c.audience ?? '-'} ${c.route ?? ''}) ${c.what}: ${c.detail}`).join('\n');
  const fails = failed
    .map(
      (c) =>
        `<div class="why">✗ ${esc(c.effect)}: ${esc(c.what)}<br><small>${esc(c.detail)}</small>${c.screenshot ? ` <a href="${esc(c.screenshot)}">screenshot</a>` : ''}</div>`,
    )
    .join('');
  return `<td class="${cls}" title="${esc(title)}">${esc(value)}${fails}</td>`;
}

export function renderHtml(report: Report): string {
  const keys = [...new Set(report.plans.flatMap((p) => p.switches.filter((s) => s.values.length > 1).map((s) => s.key)))];
  const head = `<tr><th>brand</th><th>#</th>${keys.map((k) => `<th><span>${esc(k)}</span></th>`).join('')}<th>outcome</th><th>ms</th></tr>`;
  const body = report.rows
    .map((r) => {
      const cells = keys
        .map((k) =>
          cell(
            r.checks.filter((c) => c.switch === k),
            r.row[k] ?? '',
          ),
        )
        .join('');
      return `<tr><td>${esc(r.brand)}</td><td>${r.index + 1}</td>${cells}<td class="${r.outcome}">${r.outcome}</td><td>${r.ms}</td></tr>`;
    })
    .join('\n');
  const s = report.summary;
  const plans = report.plans
    .map((p) => {
      const excluded = p.excluded
        .map((e) => `<li>${esc(JSON.stringify(e.combination))}: excluded by rule “${esc(e.rules.join('” and “'))}”</li>`)
        .join('');
      const pinned = p.pinned.map((x) => `<li>${esc(x.key)} pinned at ${esc(x.value)}: ${esc(x.reason)}</li>`).join('');
      const observability = p.observability
        .map(
          (o) =>
            `<li>${esc(o.rule)} (checks on ${esc(o.route)} of ${esc(o.switches.join(', '))} and others need ${esc(o.key)}=${esc(o.value)})</li>`,
        )
        .join('');
      const na = p.notApplicable.length
        ? `<details><summary>${p.notApplicable.length} pairs not applicable (never observable, so not required of the covering array)</summary><ul>${p.notApplicable
            .map((e) => `<li>${esc(JSON.stringify(e.combination))}: ${esc(e.rules.join(' and '))}</li>`)
            .join('')}</ul></details>`
        : '';
      return `<h2>${esc(p.brand)}: ${p.mode}, ${p.rows.length} of ${p.plannedRows} rows</h2><p>Rules (combinations excluded): ${p.rules.map(esc).join('; ') || 'none'}</p><ul>${excluded}${pinned}</ul><p>Observability rules (checks not applicable):</p><ul>${observability || '<li>none</li>'}</ul>${na}`;
    })
    .join('');
  const pending = [
    ...new Map(
      report.rows.flatMap((r) => r.checks.filter((c) => c.outcome === 'pending').map((c) => [c.effect + c.detail, c] as const)),
    ).values(),
  ]
    .map((c) => `<li><b>${esc(c.effect)}</b>${c.audience ? ` (${c.audience})` : ''}: ${esc(c.detail)}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Flag matrix</title><style>
body{font:13px system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 4px;vertical-align:top}
th span{writing-mode:vertical-rl;transform:rotate(180deg)}.passed{background:#dfd}.failed{background:#fcc}.pending{background:#ffd}.na{background:#e6ecf5;color:#555}.none{color:#888}
.why{font-size:11px;max-width:16rem}</style></head><body>
<h1>Flag matrix ${s.failed ? '✗ failed' : '✓ passed'}</h1>
<p>${esc(report.startedAt)} · ${esc(report.baseUrl)}${report.injectFault ? ` · fault injected: ${esc(report.injectFault)} flipped in the status the browser receives` : ''}</p>
<p>${s.rows} rows: ${s.passed} passed, ${s.failed} failed · checks: ${s.checks.passed} passed, ${s.checks.failed} failed, ${s.checks.pending} pending, ${s.checks['not-applicable']} not applicable · ${(s.ms / 1000).toFixed(1)} s (${(s.ms / Math.max(s.rows, 1) / 1000).toFixed(1)} s per row incl. start-up) · ${report.machine.cpus} CPUs, load average ${report.machine.load.start} → ${report.machine.load.end} (max ${report.machine.load.max})</p>
${plans}<table>${head}${body}</table><h2>Pending effects (declared, not checked yet)</h2><ul>${pending}</ul>
<p>Cell colours: green = the switch's effects held, red = one did not, yellow = pending only, blue-grey = not applicable in this row (an observability rule above), grey = no effect checked.</p></body></html>`;
}

export function writeReport(dir: string, report: Report): { html: string; json: string } {
  mkdirSync(dir, { recursive: true });
  const html = join(dir, 'report.html');
  const json = join(dir, 'report.json');
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(html, renderHtml(report));
  return { html, json };
}

const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/**
 * The run as Markdown, for `reports/` (committed): what ran, how long it took on what machine
 * load, the outcome per brand, every failed check; for a planted break, which switches failed.
 */
export function renderMarkdown(report: Report, command: string): string {
  const s = report.summary;
  const m = report.machine;
  const brands = report.plans.map((p) => p.brand);
  const lines = [
    `# QA flag matrix${report.injectFault ? `: planted break (${report.injectFault})` : ''}`,
    '',
    `Written by \`${command}\` (scripts/qa/report.ts); run it again to refresh, do not edit. How the matrix works: docs/qa-matrix.md.`,
    '',
    '| | |',
    '|---|---|',
    `| started | ${report.startedAt} |`,
    `| brands | ${brands.join(', ')} (in parallel; rows of a brand one after another on each of ${report.servers} server${report.servers === 1 ? '' : 's'}, ${report.workers} pages at a time per row) |`,
    `| rows | ${s.rows} of ${s.planned} run: ${s.passed} passed, ${s.failed} failed${s.rows < s.planned ? ` (**${s.planned - s.rows} not run: the time limit stopped the run**)` : ''} |`,
    `| checks | ${s.checks.passed} passed, ${s.checks.failed} failed, ${s.checks.pending} pending, ${s.checks['not-applicable']} not applicable |`,
    `| wall time | **${minutes(s.ms)}** (${Math.round(s.ms / 1000)} s, server start included; limit ${minutes(MATRIX_LIMIT_MS)}: ${s.ms <= MATRIX_LIMIT_MS ? 'within' : 'over'}) |`,
    `| machine | ${m.cpus} CPUs; 1-minute load average ${m.load.start} at start, ${m.load.end} at end, mean ${m.load.mean}, max ${m.load.max} (${m.load.samples} samples); speed factor ${report.slowness} (waits stretched by it) |`,
    '',
    '| brand | mode | rows | failed rows | checks passed / failed / pending / n.a. | row time median / max |',
    '|---|---|---|---|---|---|',
  ];
  for (const p of report.plans) {
    const rows = report.rows.filter((r) => r.brand === p.brand);
    const count = (o: Outcome) => rows.reduce((n, r) => n + r.checks.filter((c) => c.outcome === o).length, 0);
    const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
    const median = ms.length ? (ms[Math.floor((ms.length - 1) / 2)] ?? 0) : 0;
    lines.push(
      `| ${p.brand} | ${p.mode} | ${rows.length} of ${p.plannedRows} | ${rows.filter((r) => r.outcome === 'failed').length} | ${count('passed')} / ${count('failed')} / ${count('pending')} / ${count('not-applicable')} | ${(median / 1000).toFixed(1)} s / ${((ms.at(-1) ?? 0) / 1000).toFixed(1)} s |`,
    );
  }
  const failed = report.rows.flatMap((r) => r.checks.filter((c) => c.outcome === 'failed').map((c) => ({ r, c })));
  if (report.injectFault) {
    const bySwitch = new Map<string, number>();
    for (const { c } of failed) bySwitch.set(c.switch, (bySwitch.get(c.switch) ?? 0) + 1);
    const own = bySwitch.get(report.injectFault) ?? 0;
    const others = [...bySwitch].filter(([k]) => k !== report.injectFault);
    const rowsMissed = report.rows.filter((r) => !r.checks.some((c) => c.outcome === 'failed' && c.switch === report.injectFault));
    lines.push(
      '',
      `## The planted break`,
      '',
      `The browser was served a status with \`${report.injectFault}\` flipped while the server kept its value (what a build whose gate ignored the flag would show).`,
      '',
      `- failed checks of ${report.injectFault}: ${own}, in ${report.rows.length - rowsMissed.length} of ${report.rows.length} rows${rowsMissed.length ? ` (rows without one: ${rowsMissed.map((r) => `${r.brand} ${r.index + 1}`).join(', ')})` : ''}`,
      `- failed checks of other switches: ${others.length ? others.map(([k, n]) => `${k} ${n}`).join(', ') : 'none'}`,
      `- verdict: ${own > 0 && rowsMissed.length === 0 && others.length === 0 ? 'the matrix failed exactly the broken flag’s cells, in every row' : 'NOT exactly the broken flag’s cells: see the lists above'}`,
    );
  }
  lines.push('', `## Failed checks (${failed.length})`, '');
  if (failed.length === 0) lines.push('None.');
  for (const { r, c } of failed.slice(0, 200)) {
    lines.push(
      `- ${r.brand} row ${r.index + 1}: ${c.effect} [${c.switch}=${String(c.value)}] ${c.audience ?? ''} ${c.route ?? ''}: ${c.what}: ${c.detail.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
  }
  if (failed.length > 200) lines.push(`- … and ${failed.length - 200} more (report.json)`);
  return `${lines.join('\n')}\n`;
}

/** Writes the Markdown summary to `file` (its folder made if needed). */
export function writeMarkdown(file: string, report: Report, command: string): string {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, renderMarkdown(report, command));
  return file;
}
