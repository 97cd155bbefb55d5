/**
 * `npm run tenant:preview -- [<id> …] [--out dir] [--pages home,login] [--languages en,km]
 * [--parallel N] [--max-minutes M]`: brands' key pages as players see them, before they go live.
 * No id: every brand (the full gallery). Starts the server once on a throwaway database (the current
 * build, `npm run build` first), creates a member per brand through the operator API, and renders
 * each page in each template (`templates.mem_cen` 0 and 1) and each offered language at 390×844 in
 * one Chromium, `--parallel` pages at a time (default 4), into `<out>/<id>/index.html` (default
 * `reports/preview`): screenshots grouped by language and template, named by page; `<out>/index.html`
 * links the brands. A whole-gallery run writes its time and the machine's load to
 * `reports/tenant-preview.md`. Stops after `--max-minutes` (default 15), saying what it left out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import { loadTenants } from '../tenants/load';
import { CHROMIUM_ARGS } from './qa/engine';
import { sampleLoad } from './qa/machine';
import { type MemberSession, memberSession, plantSession } from './qa/member';
import { OperatorClient } from './qa/operator-client';
import { tenantById } from './qa/plan';
import { ROOT, startServer } from './qa/server-process';

const PAGES = [
  { key: 'home', name: 'Home', path: '/m/home', member: false },
  { key: 'lobby', name: 'Game lobby (slots)', path: '/m/slot-games', member: false },
  { key: 'login', name: 'Log in', path: '/m/login', member: false },
  { key: 'register', name: 'Registration', path: '/m/register', member: false },
  { key: 'deposit', name: 'Wallet: deposit', path: '/m/voucherCenter', member: true },
  { key: 'member', name: 'Member centre', path: '/m/member/home', member: true },
] as const;
type PageDef = (typeof PAGES)[number];
/** the app's root, drawn once the shell booted */
const APP_READY = '[data-testid="app"]';

const USAGE =
  'usage: npm run tenant:preview -- [<id> …] [--out dir] [--pages home,login] [--languages en,km] [--parallel 4] [--max-minutes 15]';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    pages: { type: 'string' },
    languages: { type: 'string' },
    parallel: { type: 'string' },
    'max-minutes': { type: 'string' },
  },
});
const number = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined) return fallback;
  if (!/^\d+(\.\d+)?$/.test(text) || Number(text) <= 0) {
    console.error(`--${name} needs a positive number, got "${text}"\n${USAGE}`);
    process.exit(2);
  }
  return Number(text);
};
const allIds = loadTenants().map((t) => t.id);
const ids = positionals.length > 0 ? positionals : allIds;
const unknownIds = ids.filter((id) => !allIds.includes(id));
const unknownPages = values.pages?.split(',').filter((k) => !PAGES.some((p) => p.key === k)) ?? [];
if (unknownIds.length > 0 || unknownPages.length > 0) {
  console.error(
    `${unknownIds.length ? `unknown brand(s) ${unknownIds.join(', ')} (brands: ${allIds.join(', ')}) ` : ''}${unknownPages.length ? `unknown page(s) ${unknownPages.join(', ')} (pages: ${PAGES.map((p) => p.key).join(', ')})` : ''}\n${USAGE}`,
  );
  process.exit(2);
}
const pages = values.pages ? PAGES.filter((p) => values.pages?.split(',').includes(p.key)) : [...PAGES];
const languagesOf = (id: string): string[] => {
  const offered = tenantById(id).languages as readonly string[];
  return values.languages ? values.languages.split(',').filter((l) => offered.includes(l)) : [...offered];
};
for (const id of ids) {
  if (languagesOf(id).length === 0) {
    console.error(`none of ${values.languages} is offered by ${id} (${tenantById(id).languages.join(', ')})`);
    process.exit(2);
  }
}
const parallel = Math.floor(number(values.parallel, 4, 'parallel'));
const maxMs = number(values['max-minutes'], 15, 'max-minutes') * 60_000;
const outRoot = values.out ?? join(ROOT, 'reports/preview');
const whole = positionals.length === 0 && !values.pages && !values.languages;

const started = Date.now();
const load = sampleLoad();
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
type Shot = { brand: string; language: string; template: number; page: string; file: string | null; note?: string };
const shots: Shot[] = [];

/** One context per brand, template, language and audience: its pages share a warm cache, one after another. */
type Group = { brand: string; template: 0 | 1; language: string; member: boolean; pages: PageDef[] };

async function renderGroup(
  browser: Browser,
  origin: (brand: string) => string,
  g: Group,
  member: MemberSession | undefined,
): Promise<void> {
  const outDir = join(outRoot, g.brand);
  if (Date.now() - started > maxMs) {
    for (const p of g.pages)
      shots.push({
        brand: g.brand,
        language: g.language,
        template: g.template,
        page: p.name,
        file: null,
        note: 'left out: time limit reached',
      });
    return;
  }
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: g.language,
    reducedMotion: 'reduce',
  });
  try {
    // <id>.localhost reaches the server on loopback with the brand's host name
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      const host = url.host;
      if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
      return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } }).then(
        (res) => route.fulfill({ response: res }),
        () => route.abort(),
      );
    });
    if (g.member && member) await plantSession(context, member);
    for (const p of g.pages) {
      const file = `${g.language}-t${g.template}-${p.key}.png`;
      const shot = { brand: g.brand, language: g.language, template: g.template, page: p.name };
      if (g.member && !member) {
        shots.push({ ...shot, file: null, note: 'failed: no member could log in on this brand' });
        continue;
      }
      const page = await context.newPage();
      try {
        await page.goto(`${origin(g.brand)}${p.path}?lang=${g.language}`, { waitUntil: 'load', timeout: 30_000 });
        await page
          .locator(APP_READY)
          .first()
          .waitFor({ state: 'attached', timeout: 20_000 })
          .catch(() => {
            throw new Error('the app did not draw within 20 s');
          });
        // the page's own data and remote code: quiet network, or at most 15 s more (a long poll never quiets)
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
        await page.screenshot({ path: join(outDir, file) });
        shots.push({ ...shot, file });
      } catch (error) {
        shots.push({ ...shot, file: null, note: `failed: ${(error as Error).message.split('\n')[0]}` });
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
}

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

for (const id of ids) mkdirSync(join(outRoot, id), { recursive: true });
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const operator = new OperatorClient(server.baseUrl, server.token);
  const members = new Map<string, MemberSession>();
  if (pages.some((p) => p.member)) {
    for (const id of ids) {
      try {
        members.set(id, await memberSession(server.baseUrl, operator, id));
      } catch (error) {
        console.error(`${id}: no member, its member pages are marked failed: ${(error as Error).message}`);
      }
    }
  }
  const origin = (brand: string) => `http://${brand}.localhost:${server.port}`;
  // the template is the brand's state on the server: one template at a time for every brand
  for (const template of [0, 1] as const) {
    for (const id of ids) await operator.applyRow(id, { mem_cen: template });
    const groups: Group[] = ids.flatMap((brand) =>
      languagesOf(brand).flatMap((language) =>
        [false, true].flatMap((member) => {
          const these = pages.filter((p) => p.member === member);
          return these.length > 0 ? [{ brand, template, language, member, pages: these }] : [];
        }),
      ),
    );
    await pool(groups, parallel, (g) => renderGroup(browser, origin, g, members.get(g.brand)));
  }
  for (const id of ids) await operator.reset(id);
} finally {
  await browser.close();
  await server.stop();
}
const ms = Date.now() - started;
const machine = load.stop();
const seconds = Math.round(ms / 1000);

const order = (s: Shot) => `${s.language} ${s.template} ${PAGES.findIndex((p) => p.name === s.page)}`;
for (const id of ids) {
  const mine = shots.filter((s) => s.brand === id).sort((a, b) => order(a).localeCompare(order(b)));
  const tenant = tenantById(id);
  const groups = languagesOf(id).flatMap((language) =>
    [0, 1].map((template) => {
      const cells = mine
        .filter((s) => s.language === language && s.template === template)
        .sort((a, b) => PAGES.findIndex((p) => p.name === a.page) - PAGES.findIndex((p) => p.name === b.page))
        .map(
          (s) =>
            `<figure>${s.file ? `<img src="${esc(s.file)}" width="195" height="422" alt="">` : `<div class="missing">${esc(s.note ?? '')}</div>`}<figcaption>${esc(s.page)}</figcaption></figure>`,
        )
        .join('');
      return `<section><h2>${esc(language)} · template ${template === 1 ? 'new' : 'base'} (mem_cen ${template})</h2><div class="grid">${cells}</div></section>`;
    }),
  );
  writeFileSync(
    join(outRoot, id, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(tenant.brandName)}: preview</title><style>body{font-family:system-ui,sans-serif;margin:1rem}.grid{display:flex;flex-wrap:wrap;gap:1rem}figure{margin:0}img{border:1px solid #ccc}.missing{width:195px;height:422px;display:flex;align-items:center;justify-content:center;background:#fee;font-size:.8rem;text-align:center}</style></head><body><h1>${esc(tenant.brandName)} (${esc(id)}): preview</h1><p>${mine.filter((s) => s.file).length} of ${mine.length} screens at 390×844, in ${seconds} s.</p>${groups.join('')}</body></html>`,
  );
  const done = mine.filter((s) => s.file).length;
  console.log(`${relative(process.cwd(), join(outRoot, id, 'index.html'))}: ${done} of ${mine.length} screens in ${seconds} s`);
}
writeFileSync(
  join(outRoot, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Brand previews</title></head><body style="font-family:system-ui,sans-serif"><h1>Brand previews</h1><ul>${ids
    .map(
      (id) =>
        `<li><a href="${esc(id)}/index.html">${esc(tenantById(id).brandName)} (${esc(id)})</a>: ${shots.filter((s) => s.brand === id && s.file).length} screens</li>`,
    )
    .join('')}</ul><p>${shots.filter((s) => s.file).length} of ${shots.length} screens in ${seconds} s.</p></body></html>`,
);
const failed = shots.filter((s) => !s.file);
for (const f of failed) console.error(`  ${f.brand} ${f.language} t${f.template} ${f.page}: ${f.note}`);
if (whole) {
  const report = join(ROOT, 'reports', 'tenant-preview.md');
  const perBrand = ids.map(
    (id) =>
      `| ${id} | ${languagesOf(id).length} | ${shots.filter((s) => s.brand === id && s.file).length} of ${shots.filter((s) => s.brand === id).length} |`,
  );
  writeFileSync(
    report,
    [
      '# Brand preview gallery',
      '',
      `Written by \`npm run tenant:preview\` (scripts/tenant-preview.ts), every brand × template × offered language × key page; run it again to refresh, do not edit. How it works: docs/tenants.md.`,
      '',
      '| | |',
      '|---|---|',
      `| started | ${new Date(started).toISOString()} |`,
      `| screens | ${shots.length - failed.length} of ${shots.length} (${pages.length} pages × 2 templates × each brand's languages) |`,
      `| wall time | **${(ms / 60_000).toFixed(1)} min** (${seconds} s, server start and member logins included; ${parallel} pages at a time, one browser) |`,
      `| machine | ${machine.cpus} CPUs; 1-minute load average ${machine.load.start} at start, ${machine.load.end} at end, mean ${machine.load.mean}, max ${machine.load.max} (${machine.load.samples} samples) |`,
      '',
      '| brand | languages | screens |',
      '|---|---|---|',
      ...perBrand,
      '',
      failed.length
        ? `## Not rendered (${failed.length})\n\n${failed.map((f) => `- ${f.brand} ${f.language} template ${f.template} ${f.page}: ${f.note}`).join('\n')}`
        : 'Every screen rendered.',
      '',
    ].join('\n'),
  );
  console.log(`summary: ${relative(process.cwd(), report)}`);
}
process.exit(failed.length === 0 ? 0 : 1);
