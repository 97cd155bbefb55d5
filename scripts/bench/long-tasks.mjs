#!/usr/bin/env node
// What the long tasks of a first load are, under the real-throttle harness (pages.mjs: 4x CPU,
// DevTools network throttle, fresh context), and a before/after of two builds in alternating pairs:
//
//   node scripts/bench/long-tasks.mjs [--runs N] [--dist <folder>]... [--trace] [--profile] [--quiet] <route> <tenant> [...]
//
// Each run loads every page once on every build (one server per --dist folder, default dist/; the
// builds' order alternates from run to run, so drift of the machine's load hits both alike). Per
// load: TBT, FCP, LCP, CLS and each long task with what ran in it, from the long-animation-frame
// entries (the scripts' entry points: source file, function, invoker; the frame's style and layout
// time). --trace adds the DevTools timeline's view of each long task: its events' self time by
// kind (script by file, style recalculation, layout, paint, HTML and CSS parsing, image decoding,
// GC), and a TBT counted on the tasks' thread CPU time instead of their wall time: the 4x throttle
// keeps the thread busy, so its time is in, while the time the machine's other work held the CPU is
// not (steadier than TBT on a loaded machine). --profile adds a CPU profile of the main thread: each stretch of work over 50 ms with its
// self time shared out by source module (from the scripts' source maps: build with
// BUILD_SOURCE_MAP=1) or function. --quiet prints the summary only. At the end: per page and build,
// the medians; with two builds, the median of the per-run differences (second build minus first).
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, ROOT } from '../lib/run.mjs';
import { LAUNCH_ARGS, measureOnce } from './pages.mjs';
import { startServer } from './server.mjs';
import { decodeSegment, sourceLabel } from './source-map-shares.mjs';

const args = process.argv.slice(2);
const take = (name) => {
  const values = [];
  for (let i = args.indexOf(name); i >= 0; i = args.indexOf(name)) values.push(args.splice(i, 2)[1]);
  return values;
};
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const runs = Number(take('--runs')[0] ?? 3);
const dists = take('--dist');
if (dists.length === 0) dists.push(join(ROOT, 'dist'));
const profile = flag('--profile');
const trace = flag('--trace');
const PROFILE_TOP = Number(process.env.PROFILE_TOP ?? 8);
const quiet = flag('--quiet');
if (!Number.isInteger(runs) || runs < 1 || args.length === 0 || args.length % 2 !== 0) {
  console.error('usage: long-tasks.mjs [--runs N] [--dist <folder>]... [--profile] [--quiet] <route> <tenant> [<route> <tenant>...]');
  process.exit(2);
}
const pages = [];
for (let i = 0; i < args.length; i += 2) pages.push({ path: args[i], tenant: args[i + 1] });
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const ms = (n) => Math.round(n);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** Source lookup for one built script: per generated line, [column, source index] pairs. */
const maps = new Map();
function sourceAt(dist, url, line, column) {
  const path = new URL(url).pathname.replace(/^\/m\//, '');
  const file = join(dist, path);
  if (!maps.has(file)) {
    if (!existsSync(`${file}.map`)) maps.set(file, null);
    else {
      const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
      let source = 0;
      const lines = map.mappings.split(';').map((text) => {
        let col = 0;
        return (text ? text.split(',') : []).map((segment) => {
          const f = decodeSegment(segment);
          col += f[0];
          if (f.length >= 4) source += f[1];
          return [col, f.length >= 4 ? source : -1];
        });
      });
      maps.set(file, { lines, sources: map.sources });
    }
  }
  const m = maps.get(file);
  if (!m) return null;
  const segments = m.lines[line] ?? [];
  let found = -1;
  for (const [col, source] of segments) {
    if (col > column) break;
    found = source;
  }
  return found < 0 ? null : sourceLabel(m.sources[found], false);
}

/** Stretches of main-thread work over 50 ms in a CPU profile, with their self time per module or function. */
function profileStretches(cpuProfile, dist) {
  const nodes = new Map(cpuProfile.nodes.map((n) => [n.id, n]));
  const label = (node) => {
    const f = node.callFrame;
    if (f.functionName.startsWith('(')) return f.functionName;
    if (!f.url) return `${f.functionName || '(anonymous)'} [native]`;
    const source = f.url.includes('/m/') ? sourceAt(dist, f.url, f.lineNumber, f.columnNumber) : null;
    return `${f.functionName || '(anonymous)'} ${source ?? basename(new URL(f.url).pathname)}`;
  };
  const stretches = [];
  let current = null;
  let t = cpuProfile.startTime;
  cpuProfile.samples.forEach((id, i) => {
    const dt = (cpuProfile.timeDeltas[i + 1] ?? 0) / 1000;
    t += cpuProfile.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    if (node.callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { start: t / 1000, total: 0, parts: new Map() };
    current.total += dt;
    const key = label(node);
    current.parts.set(key, (current.parts.get(key) ?? 0) + dt);
  });
  if (current) stretches.push(current);
  const t0 = cpuProfile.startTime / 1000;
  return stretches
    .filter((s) => s.total > 50)
    .map((s) => ({
      at: s.start - t0,
      total: s.total,
      parts: [...s.parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, PROFILE_TOP),
    }));
}

/**
 * The long tasks (over 50 ms) of the page's main thread in a DevTools trace, each with its events'
 * self time by kind (script by file, style, layout, paint, parsing, image decoding, GC, ...).
 */
function traceTasks(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const byThread = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || typeof e.dur !== 'number') continue;
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) !== 'CrRendererMain') continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  const runTime = (list) => list.filter((e) => e.name === 'RunTask').reduce((n, e) => n + e.dur, 0);
  const main = [...byThread.values()].sort((a, b) => runTime(b) - runTime(a))[0] ?? [];
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? main[0]?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? nav;
  const label = (e) => {
    const d = e.args?.data ?? {};
    const url = d.url || d.stackTrace?.[0]?.url || '';
    const file = url ? ` ${basename(url.split('?')[0])}` : '';
    if (['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.compileModule', 'TimerFire', 'EventDispatch'].includes(e.name))
      return `${e.name}${file}${d.functionName ? ` ${d.functionName}` : ''}${d.type ? ` ${d.type}` : ''}`;
    if (e.name === 'ParseHTML') return 'ParseHTML';
    return e.name;
  };
  const tasks = [];
  const stack = [];
  // an event's self time (its duration less its children's) is known when it leaves the stack
  const close = (n) => n.task?.self.set(n.label, (n.task.self.get(n.label) ?? 0) + n.self / 1000);
  for (const e of main) {
    while (stack.length && stack[stack.length - 1].end <= e.ts) close(stack.pop());
    const parent = stack[stack.length - 1];
    let task = parent?.task ?? null;
    // a task that ran over 50 ms of wall time, or of thread CPU time (which leaves out the time the
    // machine's other work took the CPU, not the 4x throttle's, which keeps the thread busy)
    if (!parent && e.name === 'RunTask' && e.dur > 50_000) {
      task = {
        at: (e.ts - nav) / 1000,
        afterFcp: e.ts + e.dur > fcp,
        dur: e.dur / 1000,
        cpu: (e.tdur ?? 0) / 1000,
        self: new Map(),
        layouts: 0,
      };
      tasks.push(task);
    }
    if (parent) parent.self -= e.dur;
    if (task && e.name === 'Layout') task.layouts++;
    stack.push({ end: e.ts + e.dur, self: e.dur, label: label(e), task });
  }
  while (stack.length) close(stack.pop());
  return tasks.map((t) => ({
    ...t,
    parts: [...t.self.entries()]
      .sort((a, b) => b[1] - a[1])
      .filter(([, v]) => v >= 1)
      .slice(0, 8),
  }));
}

/** A long task's frames: the scripts that ran (longest first) and the frame's style and layout time. */
function describeTask([start, duration], frames) {
  const end = start + duration;
  const inTask = frames.filter((f) => f.start < end && f.start + f.duration > start);
  const scripts = inTask
    .flatMap((f) => f.scripts)
    .filter((s) => s.start >= start - 1 && s.start < end)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 4)
    .map((s) => {
      const file = s.source ? basename(new URL(s.source).pathname) : '-';
      const layout = s.forcedLayout > 1 ? `, forced layout ${ms(s.forcedLayout)}` : '';
      return `${ms(s.duration)} ms ${s.type} ${file}${s.fn ? ` ${s.fn}` : ''} (${s.invoker})${layout}`;
    });
  const render = inTask
    .filter((f) => f.renderStart > 0 && f.renderStart < end)
    .map((f) => f.start + f.duration - (f.styleAndLayoutStart || f.renderStart));
  const renderMs = render.reduce((a, b) => a + b, 0);
  return { scripts, renderMs };
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: LAUNCH_ARGS });
const servers = [];
const samples = new Map();
try {
  for (const dist of dists) servers.push({ dist, server: await startServer(dist) });
  console.log(`load average ${load()} at the start; ${runs} runs, builds: ${dists.join(' | ')}`);
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const order = run % 2 === 0 ? servers : [...servers].reverse();
      for (const { dist, server } of order) {
        const url = `http://${page.tenant}.localhost:${server.port}${page.path}`;
        const r = await measureOnce(browser, url, { profile, trace });
        if (r.traceEvents) {
          r.traced = traceTasks(r.traceEvents);
          r.cpuTbt = r.traced.filter((t) => t.afterFcp).reduce((n, t) => n + Math.max(0, t.cpu - 50), 0);
          delete r.traceEvents;
        }
        const key = `${page.tenant} ${page.path}`;
        if (!samples.has(key)) samples.set(key, new Map(dists.map((d) => [d, []])));
        samples
          .get(key)
          .get(dist)
          .push({ ...r, run });
        if (quiet) continue;
        const tag = dists.length > 1 ? ` [${dists.indexOf(dist) + 1}]` : '';
        console.log(
          `\n${key}${tag} run ${run + 1}: TBT ${ms(r.tbt)} ms${r.traced ? ` (by thread CPU ${ms(r.cpuTbt)} ms)` : ''}, FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, CLS ${r.cls.toFixed(3)}, ${r.tasks.length} long tasks (load ${load()})`,
        );
        for (const task of r.tasks) {
          const { scripts, renderMs } = describeTask(task, r.frames);
          const blocking = Math.max(0, task[0] + task[1] - Math.max(task[0], r.fcp) - 50);
          console.log(
            `  task at ${ms(task[0])} ms: ${ms(task[1])} ms (blocking ${ms(blocking)})${renderMs > 1 ? `; style/layout/paint ${ms(renderMs)} ms` : ''}`,
          );
          for (const s of scripts) console.log(`      ${s}`);
        }
        if (r.traced) {
          for (const t of r.traced.filter((x) => x.cpu > 40)) {
            console.log(`  trace: task at ${ms(t.at)} ms, ${ms(t.dur)} ms (thread CPU ${ms(t.cpu)} ms), ${t.layouts} layouts`);
            for (const [name, v] of t.parts) console.log(`      ${ms(v).toString().padStart(4)} ms  ${name}`);
          }
        }
        if (r.cpuProfile) {
          for (const s of profileStretches(r.cpuProfile, dist)) {
            console.log(`  profile: ${ms(s.total)} ms of work from ${ms(s.at)} ms after navigation`);
            for (const [name, t] of s.parts) console.log(`      ${ms(t).toString().padStart(4)} ms  ${name}`);
          }
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.stop();
}

console.log(`\nmedians (load average ${load()} at the end):`);
for (const [key, byDist] of samples) {
  const lists = dists.map((d) => byDist.get(d));
  lists.forEach((list, i) => {
    const pick = (f) => median(list.map(f));
    console.log(
      `${key}${dists.length > 1 ? ` [${i + 1}]` : ''}: TBT ${ms(pick((s) => s.tbt))} ms (${list.map((s) => ms(s.tbt)).join(', ')})${trace ? `, by thread CPU ${ms(pick((s) => s.cpuTbt))} ms (${list.map((s) => ms(s.cpuTbt)).join(', ')})` : ''}, long tasks ${pick((s) => s.tasks.length)}, FCP ${ms(pick((s) => s.fcp))}, LCP ${ms(pick((s) => s.lcp))}, CLS ${pick((s) => s.cls).toFixed(3)}`,
    );
  });
  if (lists.length === 2) {
    const diffs = lists[0].map((a, i) => lists[1][i].tbt - a.tbt);
    console.log(`${key}: TBT [2] - [1] per run: ${diffs.map(ms).join(', ')}; median ${ms(median(diffs))} ms`);
    if (trace) {
      const cpuDiffs = lists[0].map((a, i) => lists[1][i].cpuTbt - a.cpuTbt);
      console.log(`${key}: TBT by thread CPU [2] - [1] per run: ${cpuDiffs.map(ms).join(', ')}; median ${ms(median(cpuDiffs))} ms`);
    }
  }
}
process.exit(0);
