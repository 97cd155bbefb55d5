// Page speed, measured like Lighthouse's mobile preset but with Chromium's DevTools protocol
// through playwright-core (Lighthouse is not installed): a phone viewport, the CPU slowed 4x and a
// Fast-3G-like network (Lighthouse's DevTools throttling: 562.5 ms round trip, 1.6 Mbps down,
// 750 kbps up, both x0.9), a fresh cache for every run. Per page:
//   fcp, lcp   first / largest contentful paint (ms after navigation start)
//   cls        cumulative layout shift (every shift without recent input, summed)
//   tbt        total blocking time: long tasks' time over 50 ms, from FCP until the page is idle
//   longTasks  how many long tasks
//   kB         what came over the wire (encoded, headers included) by resource type, and total,
//              until nothing was in flight for 2 s
// Each figure is the median of the runs.
import { chromium } from 'playwright-core';

export const THROTTLE = {
  cpuSlowdown: 4,
  latencyMs: 562.5,
  downloadBytesPerSecond: Math.floor((1.6 * 1024 * 1024 * 0.9) / 8),
  uploadBytesPerSecond: Math.floor((750 * 1024 * 0.9) / 8),
};

const QUIET_MS = 2000;
const SETTLE_MAX_MS = 60_000;
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

/** Collects paint, LCP, layout-shift and long-task entries from the very start of the page. */
const OBSERVE = () => {
  const m = { lcp: 0, cls: 0, longTasks: [], frames: [], fcp: 0 };
  window.__bench = m;
  const observe = (type, fn) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      /* not supported */
    }
  };
  observe('largest-contentful-paint', (e) => {
    m.lcp = e.renderTime || e.loadTime || e.startTime;
  });
  observe('layout-shift', (e) => {
    if (!e.hadRecentInput) m.cls += e.value;
  });
  observe('longtask', (e) => m.longTasks.push([e.startTime, e.duration]));
  // long animation frames with their scripts (entry point, source, function): what a long task ran
  observe('long-animation-frame', (e) => {
    m.frames.push({
      start: e.startTime,
      duration: e.duration,
      blocking: e.blockingDuration,
      renderStart: e.renderStart,
      styleAndLayoutStart: e.styleAndLayoutStart,
      scripts: e.scripts.map((s) => ({
        invoker: s.invoker,
        type: s.invokerType,
        source: s.sourceURL,
        fn: s.sourceFunctionName,
        at: s.sourceCharPosition,
        start: s.startTime,
        duration: s.duration,
        forcedLayout: s.forcedStyleAndLayoutDuration,
      })),
    });
  });
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
  });
};

/** The Performance panel's categories; TRACE_CATEGORIES replaces them (the panel's own record JS stacks, which costs main-thread time). */
const TRACE_CATEGORIES =
  process.env.TRACE_CATEGORIES || 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,v8.execute,loading';

/** Ends a `Tracing` session and returns its events. */
async function stopTrace(cdp) {
  const events = [];
  const onData = (e) => events.push(...e.value);
  cdp.on('Tracing.dataCollected', onData);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return events;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/**
 * One fresh-context load of `url` under the throttle. With `profile`, a CPU profile of the page's
 * main thread (DevTools protocol `Profiler`) from navigation until settled comes back too; with
 * `trace`, the DevTools timeline's trace events (`Tracing`, the Performance panel's categories).
 */
export async function measureOnce(browser, url, { profile = false, trace = false } = {}) {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLE.latencyMs,
      downloadThroughput: THROTTLE.downloadBytesPerSecond,
      uploadThroughput: THROTTLE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpuSlowdown });
    const types = new Map();
    const bytes = {};
    const inflight = new Set();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      inflight.add(e.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = (types.get(e.requestId) ?? 'Other').toLowerCase();
      bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
      inflight.delete(e.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (e) => {
      inflight.delete(e.requestId);
      lastActivity = Date.now();
    });
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    if (trace) await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    // settled: nothing in flight for QUIET_MS (a throttled CPU runs long between a response and the
    // next request, so the usual 500 ms network idle comes too early), at most SETTLE_MAX_MS
    const until = Date.now() + SETTLE_MAX_MS;
    while (Date.now() < until && (inflight.size > 0 || Date.now() - lastActivity < QUIET_MS)) await page.waitForTimeout(250);
    const m = await page.evaluate(() => window.__bench);
    const cpuProfile = profile ? (await cdp.send('Profiler.stop')).profile : undefined;
    const traceEvents = trace ? await stopTrace(cdp) : undefined;
    const fcp = m.fcp;
    // only the part of a long task after FCP blocks (Lighthouse: FCP to interactive; here: to idle)
    const tbt = m.longTasks.reduce((sum, [start, duration]) => {
      const from = Math.max(start, fcp);
      return sum + Math.max(0, start + duration - from - 50);
    }, 0);
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    return {
      fcp,
      lcp: m.lcp,
      cls: m.cls,
      tbt,
      longTasks: m.longTasks.length,
      bytes: { ...bytes, total },
      tasks: m.longTasks,
      frames: m.frames,
      cpuProfile,
      traceEvents,
    };
  } finally {
    await context.close();
  }
}

/** Runs every page `runs` times (round-robin, so drift hits all alike); medians per page. */
export async function measurePages({ executablePath, port, pages, runs = 3, onProgress = () => {} }) {
  const browser = await chromium.launch({ executablePath, args: LAUNCH_ARGS });
  const samples = new Map(pages.map((p) => [p.key, []]));
  try {
    for (let run = 1; run <= runs; run++) {
      for (const p of pages) {
        const url = `http://${p.tenant}.localhost:${port}${p.path}`;
        const t0 = Date.now();
        const s = await measureOnce(browser, url);
        samples.get(p.key).push(s);
        onProgress(
          `[bench] page ${p.key} run ${run}/${runs}: LCP ${Math.round(s.lcp)} ms, CLS ${s.cls.toFixed(3)}, TBT ${Math.round(s.tbt)} ms, JS ${((s.bytes.script ?? 0) / 1024) | 0} kB (${Date.now() - t0} ms)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const out = {};
  for (const p of pages) {
    const list = samples.get(p.key);
    const pick = (f) => median(list.map(f));
    const types = [...new Set(list.flatMap((s) => Object.keys(s.bytes)))].sort();
    out[p.key] = {
      tenant: p.tenant,
      path: p.path,
      runs: list.length,
      fcpMs: Math.round(pick((s) => s.fcp)),
      lcpMs: Math.round(pick((s) => s.lcp)),
      cls: Math.round(pick((s) => s.cls) * 1000) / 1000,
      tbtMs: Math.round(pick((s) => s.tbt)),
      longTasks: pick((s) => s.longTasks),
      kB: Object.fromEntries(types.map((t) => [t, Math.round(pick((s) => s.bytes[t] ?? 0) / 102.4) / 10])),
    };
  }
  return out;
}
