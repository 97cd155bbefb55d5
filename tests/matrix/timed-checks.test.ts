/**
 * The matrix's timed checks (a message shown "for about 2 s") judged on pages made for the
 * purpose, in Chromium: a 2 s message passes, also when the page's event loop is held up for a
 * while inside it (a loaded machine, not the site); an 8 s message, a message shown twice and a
 * message that never comes fail. Pages are served by request routing; no server is involved.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchChromium } from '../../scripts/qa/engine';
import { runScene } from '../../scripts/qa/scene';
import { testTempDirs } from '../../server/test/temp-dirs';
import { CONTACT_SERVICE_WINDOW } from './effects/reward-centre';
import { SEL } from './effects/selectors';
import type { Expectation } from './effects/types';

const ORIGIN = 'http://timed.test';
/** the page's script: shows the message (per `plan`), each entry `[start ms, lasting ms]`; `block` holds the thread */
const page = (plan: readonly (readonly [number, number])[], block?: readonly [number, number]) => `<!doctype html><html><body>
<div data-testid="app"></div>
<script>
  const sel = ${JSON.stringify(SEL.contactServiceMessage)};
  const id = sel.match(/"([^"]+)"/)[1];
  for (const [start, lasting] of ${JSON.stringify(plan)}) {
    setTimeout(() => {
      const el = document.createElement('div');
      el.setAttribute('data-message-id', id);
      el.textContent = 'Please contact customer service';
      document.body.append(el);
      setTimeout(() => el.remove(), lasting);
    }, start);
  }
  ${block ? `setTimeout(() => { const end = performance.now() + ${block[1]}; while (performance.now() < end) {} }, ${block[0]});` : ''}
</script></body></html>`;

const PAGES: Record<string, string> = {
  '/two-seconds': page([[300, 2000]]),
  '/two-seconds-held-up': page([[300, 2000]], [1000, 3000]),
  '/eight-seconds': page([[300, 8000]]),
  '/twice': page([
    [300, 2000],
    [1500, 2000],
  ]),
  '/never': page([]),
};

const transient: Expectation = {
  kind: 'transient',
  selector: SEL.contactServiceMessage,
  ...CONTACT_SERVICE_WINDOW,
  what: 'message for about 2 s',
};
const temp = testTempDirs();
let shots: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  shots = temp.make('qa-timed-');
  browser = await launchChromium();
  context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const body = PAGES[new URL(route.request().url()).pathname];
    return body ? route.fulfill({ contentType: 'text/html', body }) : route.fulfill({ status: 404, body: '' });
  });
});
afterAll(async () => {
  await browser?.close();
});

async function judge(path: string) {
  const out = await runScene(context, `${ORIGIN}${path}`, { audience: 'guest', route: path }, [transient], {
    dir: shots,
    name: path.slice(1),
  });
  const verdict = out.verdicts[0];
  if (!verdict) throw new Error('no verdict');
  return verdict;
}

describe.concurrent('timed checks (a message shown for about 2 s)', () => {
  it('a 2 s message passes', async ({ expect }) => {
    const v = await judge('/two-seconds');
    expect(v.ok, v.detail).toBe(true);
    expect(v.detail).toMatch(/shown for (19|20|21)\d\d ms/);
  });

  it('a 2 s message on a page held up 3 s inside it (seen for 3.7 s) passes, and the stall is reported', async ({ expect }) => {
    const v = await judge('/two-seconds-held-up');
    expect(v.ok, v.detail).toBe(true);
    expect(v.detail).toMatch(/stalled \d{4} ms/);
  });

  it('an 8 s message fails', async ({ expect }) => {
    const v = await judge('/eight-seconds');
    expect(v.ok).toBe(false);
    expect(v.detail).toMatch(/still shown after/);
  });

  it('a message shown twice fails', async ({ expect }) => {
    const v = await judge('/twice');
    expect(v.ok).toBe(false);
    expect(v.detail).toMatch(/shown 2 times/);
  });

  it('a message that never comes fails', async ({ expect }) => {
    const v = await judge('/never');
    expect(v.ok).toBe(false);
    expect(v.detail).toMatch(/did not appear within/);
  });
});
