// The scripts a page fetches until the network is idle, with their bytes as Chromium received them
// (compressed, headers included), largest first: wire-list.mjs and first-load-report.mjs.
export async function firstLoadScripts(browser, url) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map();
    cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }));
    cdp.on('Network.loadingFinished', (e) => {
      const s = seen.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    return [...seen.values()]
      .filter((s) => s.type === 'Script')
      .map(({ url, bytes }) => ({ path: new URL(url).pathname, bytes }))
      .sort((a, b) => b.bytes - a.bytes);
  } finally {
    await page.close();
  }
}
