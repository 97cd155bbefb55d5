/** The native app's user-agent marker: app download hidden and the app style applied. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appVersionOf, applyAppStyle, deviceHeader, inApp } from './device';

const BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const NATIVE = `${BROWSER} AppVersion/2.4.1`;

function userAgent(ua: string): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.app;
});

describe('the app-version marker', () => {
  it('reads the version after AppVersion/ and nothing from a browser', () => {
    expect(appVersionOf(NATIVE)).toBe('2.4.1');
    expect(appVersionOf('Foo AppVersion/3 Bar')).toBe('3');
    expect(appVersionOf(BROWSER)).toBeNull();
    expect(appVersionOf('MyAppVersion/2.0')).toBeNull();
    expect(appVersionOf('AppVersion/')).toBeNull();
  });

  it('in the native app: inApp, the app style on the document; Device stays MOBILE (not an installed web app)', () => {
    userAgent(NATIVE);
    expect(inApp()).toBe(true);
    applyAppStyle();
    expect(document.documentElement.dataset.app).toBe('2.4.1');
    expect(deviceHeader()).toBe('MOBILE');
  });

  it('in a browser: not in an app, no app style', () => {
    userAgent(BROWSER);
    expect(inApp()).toBe(false);
    applyAppStyle();
    expect(document.documentElement.dataset.app).toBeUndefined();
  });

  it('an installed web app (display-mode standalone) is in an app too', () => {
    userAgent(BROWSER);
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('standalone'), media: q }) as MediaQueryList);
    expect(inApp()).toBe(true);
    expect(deviceHeader()).toBe('OTHERS');
  });
});
