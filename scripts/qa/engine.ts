/**
 * Runs the plans in Chromium. Design for correctness under parallelism: a brand's server state is
 * changed only between its rows, so on one server the rows of ONE brand run one after another
 * (reset + apply the row through the operator API, then a fresh browser context), while the scenes
 * of a row (pages of that context) run in parallel, and rows of DIFFERENT brands run in parallel.
 * With several servers (each its own database) a brand's rows also run on each of them at once
 * (row-queue.ts). No row ever sees another row's state, and no row depends on the one before
 * (every row starts from a reset).
 */
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Route } from 'playwright-core';
import { BOOT_STATUS_ID, jsonForScript } from '../../src/contracts/boot-html';
import { EFFECTS } from '../../tests/matrix/effects';
import type { Audience, Expectation, Scene } from '../../tests/matrix/effects/types';
import type { Observability, Row, Value } from './constraints';
import { type MemberSession, plantSession } from './member';
import type { OperatorClient } from './operator-client';
import type { Plan } from './plan';
import { lanesPerServer, RowQueue } from './row-queue';
import { runScene } from './scene';

/**
 * passed / failed: the check ran. pending: declared, not checkable yet (reason given).
 * not-applicable: the row makes the check unobservable (an observability rule, named), e.g. a
 * registration-page check while REG3 closes registration; neither passed nor failed.
 */
export type Outcome = 'passed' | 'failed' | 'pending' | 'not-applicable';
export type CheckResult = {
  effect: string;
  switch: string;
  value: Value;
  audience: Audience | null;
  route: string | null;
  what: string;
  outcome: Outcome;
  detail: string;
  screenshot?: string;
};
export type RowResult = { brand: string; index: number; row: Row; outcome: 'passed' | 'failed'; ms: number; checks: CheckResult[] };
/** A server the rows run on: its address, its operator API, and the member each brand's member scenes log in as there. */
export type Target = {
  baseUrl: string;
  operator: OperatorClient;
  /** a brand without one gets its member checks pending */
  members: ReadonlyMap<string, MemberSession>;
};
export type EngineOptions = {
  /** one or more servers of the same build, each with its own database */
  targets: readonly Target[];
  workers: number;
  reportDir: string;
  /** make the browser receive this flag flipped in the status response (the server keeps its value) */
  injectFault?: string;
  /** why a brand has no member (shown on its pending member checks) */
  memberUnavailable: string;
  onRow?: (r: RowResult, done: number, total: number) => void;
  /** no row starts after this time (epoch ms); the rows left are reported as not run */
  deadline?: number | undefined;
};

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The matrix's browser also loads no pictures: no check reads one (a picture's box keeps its
 * width and height attributes), and fetching and decoding every tile and banner of every scene was
 * CPU the rows share on a small machine.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--blink-settings=imagesEnabled=false'],
  });
}

/** The brand's address: `<brand>.localhost:<port>` for a loopback base URL, else the URL itself. */
export function brandUrl(baseUrl: string, brand: string): string {
  const url = new URL(baseUrl);
  if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) url.hostname = `${brand}.localhost`;
  return url.origin;
}

const sceneKey = (s: Scene): string => `${s.audience} ${s.route}${s.sideMenu ? ' +side-menu' : ''}${s.tap ? ` +tap ${s.tap}` : ''}`;
const slug = (s: string): string =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

type Planned = { scene: Scene; items: { effect: string; key: string; value: Value; expect: Expectation }[] };

/** The observability rule that makes a check of `key` on `route` unobservable in `row`, if any. */
function hiddenBy(key: string, route: string, row: Row, rules: readonly Observability[]): Observability | undefined {
  return rules.find((o) => o.key !== key && o.route === route && row[o.key] !== undefined && row[o.key] !== o.value);
}

function planRow(
  row: Row,
  memberUnavailable: string | null,
  rules: readonly Observability[],
): { scenes: Planned[]; pending: CheckResult[] } {
  const scenes = new Map<string, Planned>();
  const pending: CheckResult[] = [];
  for (const effect of EFFECTS) {
    const value = row[effect.switch];
    if (value === undefined) continue;
    const base = { effect: effect.id, switch: effect.switch, value, what: effect.says };
    if (effect.status === 'pending') {
      pending.push({ ...base, audience: null, route: null, outcome: 'pending', detail: effect.reason });
      continue;
    }
    for (const check of effect.checks(value, row)) {
      const hidden = hiddenBy(effect.switch, check.scene.route, row, rules);
      if (hidden) {
        pending.push({
          ...base,
          audience: check.scene.audience,
          route: check.scene.route,
          what: check.expect.what,
          outcome: 'not-applicable',
          detail: hidden.rule,
        });
        continue;
      }
      if (check.scene.audience === 'member' && memberUnavailable) {
        pending.push({
          ...base,
          audience: 'member',
          route: check.scene.route,
          what: check.expect.what,
          outcome: 'pending',
          detail: memberUnavailable,
        });
        continue;
      }
      const key = sceneKey(check.scene);
      const planned = scenes.get(key) ?? { scene: check.scene, items: [] };
      planned.items.push({ effect: effect.id, key: effect.switch, value, expect: check.expect });
      scenes.set(key, planned);
    }
  }
  return { scenes: [...scenes.values()], pending };
}

/** Flips `flag` in a status value's white-label flags, if it has it. */
function flip(value: unknown, flag: string): void {
  const wl = (value as { info?: { whitelabel?: Record<string, boolean> } } | undefined)?.info?.whitelabel;
  if (wl && flag in wl) wl[flag] = !wl[flag];
}

/** Fetches what the browser asked for from Node (a `<brand>.localhost` address on loopback, with the brand's Host header). */
function fetchFromNode(route: Route) {
  const request = route.request();
  const url = new URL(request.url());
  const host = url.host;
  if (url.hostname.endsWith('.localhost')) url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers: { ...request.headers(), host } });
}

/**
 * The browser gets the status with `flag` flipped while the server keeps its value: what a build
 * whose gate ignored the flag would show. Both places the browser reads the status are changed:
 * the status call and the status the page HTML carries inline (src/contracts/boot-html.ts).
 */
async function withFault(context: BrowserContext, flag: string): Promise<void> {
  const failed = async (route: Route, error: unknown) => {
    console.error(`[qa] fault injection on ${flag} failed: ${String(error).split('\n')[0]}`);
    await route.abort().catch(() => undefined);
  };
  await context.route('**/wps/system/status**', async (route) => {
    try {
      const response = await fetchFromNode(route);
      const json: unknown = await response.json();
      flip((json as { value?: unknown }).value, flag);
      await route.fulfill({ response, json });
    } catch (error) {
      await failed(route, error);
    }
  });
  const inline = new RegExp(`(<script type="application/json" id="${BOOT_STATUS_ID}"[^>]*>)([\\s\\S]*?)(</script>)`);
  await context.route('**/m/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    try {
      const response = await fetchFromNode(route);
      const html = await response.text();
      const body = html.replace(inline, (_all, open: string, json: string, close: string) => {
        const value: unknown = JSON.parse(json);
        flip(value, flag);
        return `${open}${jsonForScript(value)}${close}`;
      });
      await route.fulfill({ response, body });
    } catch (error) {
      await failed(route, error);
    }
  });
}

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

async function runRow(browser: Browser, plan: Plan, index: number, target: Target, opts: EngineOptions): Promise<RowResult> {
  const started = Date.now();
  const row = plan.rows[index] as Row;
  const { scenes, pending } = planRow(row, target.members.has(plan.brand) ? null : opts.memberUnavailable, plan.observability);
  const checks: CheckResult[] = [...pending];
  await target.operator.applyRow(plan.brand, row);
  // a phone's viewport and touch; pixel ratio 1 and reduced motion spare the CPU the raster of a
  // doubled screen and the endless animations (skeleton shimmer, banner autoplay) no check reads.
  // The site's service worker is blocked: no check reads it, each fresh context would install it
  // and precache the shell again, and its own page fetches would bypass the routing that injects a fault
  const phone = {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce' as const,
    serviceWorkers: 'block' as const,
  };
  const context = await browser.newContext(phone);
  const memberContext = await browser.newContext(phone);
  try {
    if (opts.injectFault) await withFault(context, opts.injectFault);
    const member = target.members.get(plan.brand);
    if (member) {
      if (opts.injectFault) await withFault(memberContext, opts.injectFault);
      await plantSession(memberContext, member);
    }
    const origin = brandUrl(target.baseUrl, plan.brand);
    await pool(scenes, opts.workers, async ({ scene, items }) => {
      const name = `${plan.brand}-row${String(index + 1).padStart(2, '0')}-${slug(sceneKey(scene))}`;
      const ctx = scene.audience === 'member' ? memberContext : context;
      const out = await runScene(
        ctx,
        `${origin}${scene.route}`,
        scene,
        items.map((i) => i.expect),
        { dir: join(opts.reportDir, 'shots'), name },
      );
      items.forEach((item, k) => {
        const verdict = out.verdicts[k] ?? { ok: false, detail: 'no verdict' };
        checks.push({
          effect: item.effect,
          switch: item.key,
          value: item.value,
          audience: scene.audience,
          route: scene.route,
          what: item.expect.what,
          outcome: verdict.ok ? 'passed' : 'failed',
          detail: verdict.detail,
          ...(verdict.ok || !out.screenshot ? {} : { screenshot: `shots/${out.screenshot}` }),
        });
      });
    });
  } finally {
    await Promise.all([context.close(), memberContext.close()]);
  }
  const outcome = checks.some((c) => c.outcome === 'failed') ? 'failed' : 'passed';
  return { brand: plan.brand, index, row, outcome, ms: Date.now() - started, checks };
}

/**
 * Runs every plan (one per brand) on the targets: lanes per server take rows from one queue
 * (row-queue.ts), so brands run in parallel and a brand's rows run one at a time per server.
 */
export async function runPlans(plans: readonly Plan[], opts: EngineOptions): Promise<RowResult[]> {
  const browser = await launchChromium();
  const total = plans.reduce((n, p) => n + p.rows.length, 0);
  const byBrand = new Map(plans.map((p) => [p.brand, p]));
  const queue = new RowQueue(plans);
  const results: RowResult[] = [];
  const lane = async (server: number, target: Target) => {
    while (Date.now() < (opts.deadline ?? Number.POSITIVE_INFINITY)) {
      const next = queue.take(server);
      const plan = next && byBrand.get(next.brand);
      if (!next || !plan) return;
      try {
        const r = await runRow(browser, plan, next.index, target, opts);
        results.push(r);
        opts.onRow?.(r, results.length, total);
      } finally {
        queue.done(server, next.brand);
      }
    }
  };
  const perServer = lanesPerServer(plans.length, opts.targets.length);
  try {
    await Promise.all(opts.targets.flatMap((target, server) => Array.from({ length: perServer }, () => lane(server, target))));
  } finally {
    await browser.close();
    await Promise.all(opts.targets.flatMap((t) => plans.map((p) => t.operator.reset(p.brand).catch(() => undefined))));
  }
  return results.sort((a, b) => a.brand.localeCompare(b.brand) || a.index - b.index);
}
