/**
 * `npm run tenant:preview -- <id> [--out dir] [--pages home,login] [--languages en,km]`: a brand's key
 * pages as players see them, before it goes live. Starts the server on a throwaway database (the
 * current build, `npm run build` first), creates a member through the operator API, and renders each
 * page in each template (`templates.mem_cen` 0 and 1) and each offered language at 390×844 in
 * Chromium into `<out>/<id>/index.html` (default `reports/preview`): screenshots grouped by language
 * and template, named by page. Stops after `--max-minutes` (default 10), saying what it left out.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { tenantById } from './qa/plan';
import { CHROMIUM_ARGS } from './qa/engine';
import { memberSession, plantSession } from './qa/member';
import { OperatorClient } from './qa/operator-client';
import { ROOT, startServer } from './qa/server-process';

const PAGES = [
  { key: 'home', name: 'Home', path: '/m/home', member: false },
  { key: 'lobby', name: 'Game lobby (slots)', path: '/m/slot-games', member: false },
  { key: 'login', name: 'Log in', path: '/m/login', member: false },
  { key: 'register', name: 'Registration', path: '/m/register', member: false },
  { key: 'deposit', name: 'Wallet: deposit', path: '/m/voucherCenter', member: true },
  { key: 'member', name: 'Member centre', path: '/m/member/home', member: true },
] as const;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' }, pages: { type: 'string' }, languages: { type: 'string' }, 'max-minutes': { type: 'string' } },
});
const id = positionals[0];
if (!id) {
  console.error('usage: npm run tenant:preview -- <id> [--out dir] [--pages home,login] [--languages en,km] [--max-minutes 10]');
  process.exit(2);
}
const tenant = tenantById(id);
const pages = values.pages ? PAGES.filter((p) => values.pages?.split(',').includes(p.key)) : [...PAGES];
const unknownPages = values.pages?.split(',').filter((k) => !PAGES.some((p) => p.key === k)) ?? [];
if (unknownPages.length > 0) throw new Error(`unknown page(s) ${unknownPages.join(', ')}; pages: ${PAGES.map((p) => p.key).join(', ')}`);
const languages = values.languages ? values.languages.split(',').filter((l) => (tenant.languages as readonly string[]).includes(l)) : [...tenant.languages];
if (languages.length === 0) throw new Error(`none of ${values.languages} is offered by ${id} (${tenant.languages.join(', ')})`);
const maxMs = Number(values['max-minutes'] ?? '10') * 60_000;
const outDir = join(values.out ?? join(ROOT, 'reports/preview'), id);
mkdirSync(outDir, { recursive: true });

const started = Date.now();
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
type Shot = { language: string; template: number; page: string; file: string | null; note?: string };
const shots: Shot[] = [];
const server = await startServer();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const operator = new OperatorClient(server.baseUrl, server.token);
  const member = pages.some((p) => p.member) ? await memberSession(server.baseUrl, operator, id) : null;
  const origin = `http://${id}.localhost:${server.port}`;
  for (const template of [0, 1] as const) {
    await operator.applyRow(id, { mem_cen: template });
    for (const language of languages) {
      for (const p of pages) {
        if (Date.now() - started > maxMs) {
          shots.push({ language, template, page: p.name, file: null, note: 'left out: time limit reached' });
          continue;
        }
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, locale: language });
        // <id>.localhost reaches the server on loopback with the brand's host name
        await context.route('**/*', (route) => {
          const url = new URL(route.request().url());
          const host = url.host;
          if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
          return route.fetch({ url: url.toString(), headers: { ...route.request().headers(), host } }).then((res) => route.fulfill({ response: res }), () => route.abort());
        });
        if (p.member && member) await plantSession(context, member);
        const page = await context.newPage();
        const file = `${language}-t${template}-${p.key}.png`;
        try {
          await page.goto(`${origin}${p.path}?lang=${language}`, { waitUntil: 'networkidle', timeout: 30_000 });
          await page.screenshot({ path: join(outDir, file) });
          shots.push({ language, template, page: p.name, file });
        } catch (error) {
          shots.push({ language, template, page: p.name, file: null, note: `failed: ${(error as Error).message.split('\n')[0]}` });
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
const seconds = Math.round((Date.now() - started) / 1000);
const groups = languages.flatMap((language) =>
  [0, 1].map((template) => {
    const cells = shots
      .filter((s) => s.language === language && s.template === template)
      .map((s) => `<figure>${s.file ? `<img src="${esc(s.file)}" width="195" height="422" alt="">` : `<div class="missing">${esc(s.note ?? '')}</div>`}<figcaption>${esc(s.page)}</figcaption></figure>`)
      .join('');
    return `<section><h2>${esc(language)} · template ${template === 1 ? 'new' : 'base'} (mem_cen ${template})</h2><div class="grid">${cells}</div></section>`;
  }),
);
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(tenant.brandName)}: preview</title><style>body{font-family:system-ui,sans-serif;margin:1rem}.grid{display:flex;flex-wrap:wrap;gap:1rem}figure{margin:0}img{border:1px solid #ccc}.missing{width:195px;height:422px;display:flex;align-items:center;justify-content:center;background:#fee;font-size:.8rem;text-align:center}</style></head><body><h1>${esc(tenant.brandName)} (${esc(id)}): preview</h1><p>${shots.filter((s) => s.file).length} of ${shots.length} screens at 390×844, in ${seconds} s.</p>${groups.join('')}</body></html>`,
);
const failed = shots.filter((s) => !s.file);
console.log(`${relative(process.cwd(), join(outDir, 'index.html'))}: ${shots.length - failed.length} of ${shots.length} screens in ${seconds} s`);
for (const f of failed) console.error(`  ${f.language} t${f.template} ${f.page}: ${f.note}`);
process.exit(failed.length === 0 ? 0 : 1);
