// What a page fetches until the network is idle, fresh cache, as Chromium received it: each
// response's type, path, bytes over the wire (compressed, headers included) and its response
// headers' bytes (the raw HTTP/1.1 header block). wire-list.mjs and first-load-report.mjs.
export async function firstLoadResponses(browser, url) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const seen = new Map();
    const headerBytes = new Map();
    cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { url: e.response.url, type: e.type, bytes: 0 }));
    // the raw header block as received (HTTP/1.1); may come before or after responseReceived
    cdp.on('Network.responseReceivedExtraInfo', (e) => {
      if (e.headersText) headerBytes.set(e.requestId, Buffer.byteLength(e.headersText, 'latin1'));
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = seen.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    return [...seen.entries()]
      .filter(([, s]) => s.url.startsWith('http'))
      .map(([id, { url, type, bytes }]) => ({ type, path: new URL(url).pathname, bytes, headerBytes: headerBytes.get(id) ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes);
  } finally {
    await page.close();
  }
}

/** The scripts a page fetches until the network is idle, largest first (bytes with headers). */
export async function firstLoadScripts(browser, url) {
  return (await firstLoadResponses(browser, url)).filter((r) => r.type === 'Script');
}
