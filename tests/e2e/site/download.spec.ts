/**
 * App download: the home download bar (shown by default, dismissible) opens the download
 * popup; /m/download per brand shows the choices its brand file links (add to home screen, Android,
 * iOS profile, iOS app, Telegram, Facebook, speed test); the iOS profile needs Safari; add to home
 * screen uses the browser's prompt where there is one, else the guide with its tips; inside the
 * installed app every download entry is hidden.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { seriousViolations } from './helpers';

/** Chromium's own install prompt comes when it likes: tests drive the page's handling themselves. */
async function holdBrowserInstallPrompt(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('beforeinstallprompt', (e) => e.isTrusted && e.stopImmediatePropagation(), true);
  });
}

const choices = (page: Page) => page.getByTestId('download-options').locator('[data-testid^="download-"]:is(a, button)');

test('royal: bar opens the popup; every choice of the brand file; profile needs Safari; guide with tips', async ({ page, brandUrl }) => {
  await holdBrowserInstallPrompt(page);
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('download-bar')).toBeVisible();
  await page.getByTestId('download-bar-open').click();
  const popup = page.getByTestId('download-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('download-Android')).toHaveAttribute('href', '/demo/download/android');
  await popup.getByTestId('download-popup-close').click();
  await expect(popup).toHaveCount(0);
  // dismissed, the bar stays closed on the next page view of this visit
  await page.getByTestId('download-bar').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);

  await page.goto(brandUrl('royal', '/m/download?lang=en'));
  await expect(choices(page)).toHaveText([
    'Add to home screen',
    'Android app',
    'iOS profile',
    'iOS app',
    'Telegram',
    'Facebook',
    'Speed test',
  ]);
  await expect(page.getByTestId('download-IOS')).toHaveAttribute('href', '/demo/download/ios');
  await expect(page.getByTestId('download-SpeedTest')).toHaveAttribute('target', '_blank');
  // the brand's app icon (AppDownloadIcon) loads
  await expect.poll(() => page.getByTestId('download-icon').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
  // the Android choice leads to the brand file's resource, which the server serves
  expect(await page.evaluate(async () => (await fetch('/demo/download/android')).status)).toBe(200);

  // Chromium is not Safari: the profile is refused with the spec's message
  await page.getByTestId('download-MOBILECONFIG').click();
  await expect(page.getByText('Please use Safari for download App.')).toBeVisible();

  // no install prompt from the browser: the home-screen guide with its tips and the profile button
  await page.getByTestId('download-a2hs').click();
  const guide = page.getByTestId('download-guide');
  await expect(guide).toBeVisible();
  await expect(guide.getByTestId('download-tips')).toContainText('iOS 12.4 or later is recommended.');
  await expect(guide.getByTestId('download-tips')).toContainText('On iOS 12 below 12.2, or iOS 11 and under');
  await expect(guide.getByTestId('download-guide-profile')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // with the browser's prompt (beforeinstallprompt), add to home screen shows it
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(e, {
      prompt: async () => {
        document.body.dataset.prompted = 'yes';
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(e);
  });
  await page.getByTestId('download-a2hs').click();
  await expect(page.locator('body')).toHaveAttribute('data-prompted', 'yes');
});

test('per brand: lotus offers Android only, tiger the iOS choices', async ({ page, brandUrl }) => {
  await holdBrowserInstallPrompt(page);
  await page.goto(brandUrl('lotus', '/m/download?lang=en'));
  await expect(choices(page)).toHaveText(['Add to home screen', 'Android app']);
  // no AppDownloadIcon in lotus: the site's own generated icon
  await expect(page.getByTestId('download-icon')).toHaveAttribute('src', '/m/pwa/icon-192.png');
  await page.goto(brandUrl('tiger', '/m/download?lang=en'));
  await expect(choices(page)).toHaveText(['Add to home screen', 'iOS profile', 'iOS app']);
});

test.describe('in Safari on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  test('the iOS profile downloads the brand Web Clip', async ({ page, brandUrl }) => {
    await holdBrowserInstallPrompt(page);
    await page.goto(brandUrl('tiger', '/m/download?lang=en'));
    const download = page.waitForEvent('download');
    await page.getByTestId('download-MOBILECONFIG').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('tiger.mobileconfig');
    expect(readFileSync(await file.path(), 'utf8')).toContain('<string>Tiger 88</string>');
    await expect(page.getByText('Please use Safari for download App.')).toHaveCount(0);
  });
});

test('inside the installed web app every download entry is hidden', async ({ page, brandUrl }) => {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (q: string) =>
      q.includes('display-mode: standalone') ? ({ ...real(q), matches: true, media: q } as MediaQueryList) : real(q);
  });
  await page.goto(brandUrl('royal', '/m/home?lang=en'));
  await expect(page.getByTestId('page-home')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toHaveCount(0);
  await page.getByTestId('side-menu-toggle').click();
  await expect(page.getByTestId('side-menu-item-help')).toBeVisible();
  await expect(page.getByTestId('side-menu-item-download')).toHaveCount(0);
  await page.goto(brandUrl('royal', '/m/download?lang=en'));
  await expect(page).toHaveURL(/\/m\/home/);
});
