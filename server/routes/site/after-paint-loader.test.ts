// @vitest-environment jsdom
/**
 * The loader of after-paint.ts in a page (jsdom runs it as a script): it adds the preloads and the
 * scripts in order after the first frame, at once in a hidden tab, and only once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AFTER_PAINT_JS } from './after-paint';

function run(): () => { scripts: (string | boolean | null)[][]; preloads: (string | null)[] } {
  const loader = document.createElement('script');
  loader.setAttribute('data-preload', '/boot.js /lang.js');
  loader.setAttribute('data-scripts', '/index.js /second.js');
  loader.textContent = AFTER_PAINT_JS;
  document.head.append(loader);
  return () => ({
    scripts: [...document.querySelectorAll('script[src]')].map((s) => [s.getAttribute('src'), (s as HTMLScriptElement).async]),
    preloads: [...document.querySelectorAll('link[rel=preload]')].map((l) => l.getAttribute('href')),
  });
}
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

afterEach(() => {
  document.head.replaceChildren();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the after-paint loader in a page', () => {
  it('adds nothing before the first frame, then the preloads and the scripts in order, once', async () => {
    const added = run();
    expect(added()).toEqual({ scripts: [], preloads: [] });
    await frame();
    const after = added();
    expect(after).toEqual({
      scripts: [
        ['/index.js', false],
        ['/second.js', false],
      ],
      preloads: ['/boot.js', '/lang.js'],
    });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(after);
  });

  it('in a hidden tab (no frames come) adds them at once', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const added = run();
    expect(added().scripts).toEqual([
      ['/index.js', false],
      ['/second.js', false],
    ]);
  });
});
