/** The spec's "app update required": a native app older than the brand's minAppVersion is asked to update. */
import { statusAtom, store } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../account/test-utils';
import { AppUpdateCheck } from './AppUpdateCheck';
import { compareVersions } from './AppUpdateRequired';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function brand(minAppVersion?: string) {
  const status = makeStatus();
  if (minAppVersion) status.info.site.minAppVersion = minAppVersion;
  status.info.resources.downloads = {
    Android: { url: '/demo/download/android', labelNameEn: 'Android' },
    IOS: { url: '/demo/download/ios', labelNameEn: 'iOS' },
  };
  store.set(statusAtom, status);
}

async function show(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  await import('./AppUpdateRequired');
  renderWithApp(<AppUpdateCheck />);
  await act(async () => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
  store.set(statusAtom, null);
});

describe('app update required', () => {
  it('compares dotted versions part by part', () => {
    expect(compareVersions('1.9.9', '2.0.0')).toBeLessThan(0);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('2.10.0', '2.9.1')).toBeGreaterThan(0);
  });

  it('an older app gets the update screen with the store link for its phone', async () => {
    brand('2.0.0');
    await show(`${ANDROID} AppVersion/1.9.3`);
    const screenEl = await screen.findByTestId('app-update-required');
    expect(screenEl.getAttribute('role')).toBe('alertdialog');
    expect(screenEl.textContent).toContain('Please update the app');
    expect(screenEl.textContent).toContain(
      'This version of the app (1.9.3) is no longer supported. Update to version 2.0.0 or later to continue.',
    );
    expect(screen.getByTestId('app-update-link').getAttribute('href')).toBe('/demo/download/android');
  });

  it('the current app, a browser, or a brand without a minimum: nothing', async () => {
    brand('2.0.0');
    await show(`${ANDROID} AppVersion/2.0.0`);
    expect(screen.queryByTestId('app-update-required')).toBeNull();
    await show(ANDROID);
    expect(screen.queryByTestId('app-update-required')).toBeNull();
    brand();
    await show(`${ANDROID} AppVersion/0.1`);
    expect(screen.queryByTestId('app-update-required')).toBeNull();
  });
});
