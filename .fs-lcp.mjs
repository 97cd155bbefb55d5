import { chromium } from '@playwright/test';
const [url] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
await p.addInitScript(() => {
  window.__l = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__l.push({ size: e.size, t: Math.round(e.startTime), url: e.url, el: e.element ? e.element.outerHTML.slice(0, 80) + ' fs=' + !!e.element.closest('[data-first-screen]') : null }); }).observe({ type: 'largest-contentful-paint', buffered: true });
});
await p.goto(url);
await p.waitForLoadState('networkidle');
await p.waitForTimeout(1000);
console.log(JSON.stringify(await p.evaluate(() => window.__l), null, 1));
await b.close();
