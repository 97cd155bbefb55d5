/**
 * The app-download choices (spec "App download popup", /m/download): add to home screen (the
 * browser's install prompt where it has one, else the home-screen guide), Android, the iOS profile
 * ("Please use Safari for download App." outside Safari), the iOS app, and the brand's other links
 * (Telegram, Facebook, speed test). Links come from the brand file (status resources.downloads);
 * a choice without a link is not shown.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, type IconName, siteAtom, statusAtom, toast } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from './download.module.css';
import { platformOf } from './platform';
import { installPromptAtom } from './state';

export const DEFAULT_APP_ICON = '/m/pwa/icon-192.png';
const useSafari = msg({ id: 'use_safari_download', message: 'Please use Safari for download App.' });

type LinkRow = { key: string; title: MessageDescriptor; icon: IconName };
const APP_LINKS: readonly LinkRow[] = [
  { key: 'Android', title: msg`Android app`, icon: 'download' },
  { key: 'MOBILECONFIG', title: msg`iOS profile`, icon: 'download' },
  { key: 'IOS', title: msg`iOS app`, icon: 'download' },
];
const MORE_LINKS: readonly LinkRow[] = [
  { key: 'TELEGRAM', title: msg`Telegram`, icon: 'telegram' },
  { key: 'FACEBOOK', title: msg`Facebook`, icon: 'facebook' },
  { key: 'SpeedTest', title: msg`Speed test`, icon: 'globe' },
];

export function DownloadOptions({ onDone }: { onDone?: () => void }) {
  const { i18n, t } = useLingui();
  const downloads = useAtomValue(statusAtom)?.info.resources.downloads ?? {};
  const brand = useAtomValue(siteAtom)?.brandName ?? '';
  const [prompt, setPrompt] = useAtom(installPromptAtom);
  const [guide, setGuide] = useState(false);
  const platform = platformOf();
  const profile = downloads.MOBILECONFIG?.url;

  const addToHome = async () => {
    if (!prompt) {
      setGuide(true);
      return;
    }
    await prompt.prompt();
    const choice = await prompt.userChoice.catch(() => null);
    setPrompt(null);
    if (choice?.outcome === 'accepted') onDone?.();
  };

  const openProfile = (url: string) => {
    if (!platform.safari) {
      toast.short(useSafari);
      return;
    }
    window.location.assign(url);
  };

  const row = (r: LinkRow) => {
    const url = downloads[r.key]?.url;
    if (!url) return null;
    const label = (
      <>
        <Icon name={r.icon} size={1.2} />
        <span>{i18n._(r.title)}</span>
      </>
    );
    if (r.key === 'MOBILECONFIG') {
      return (
        <li key={r.key}>
          <button type="button" className={styles.choice} onClick={() => openProfile(url)} data-testid={`download-${r.key}`}>
            {label}
          </button>
        </li>
      );
    }
    const external = /^https?:\/\//.test(url);
    return (
      <li key={r.key}>
        <a
          className={styles.choice}
          href={url}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          data-testid={`download-${r.key}`}
        >
          {label}
        </a>
      </li>
    );
  };

  return (
    <div className={styles.options} data-testid="download-options">
      <header className={styles.brand}>
        <img
          src={downloads.AppDownloadIcon?.url || DEFAULT_APP_ICON}
          alt=""
          width={72}
          height={72}
          className={styles.appIcon}
          data-testid="download-icon"
        />
        <strong>{brand}</strong>
      </header>
      <ul className={styles.choices}>
        <li>
          <button type="button" className={`${styles.choice} ${styles.main}`} onClick={() => void addToHome()} data-testid="download-a2hs">
            <Icon name="appDownload" size={1.2} />
            <span>
              <Trans>Add to home screen</Trans>
            </span>
          </button>
        </li>
        {APP_LINKS.map(row)}
      </ul>
      {MORE_LINKS.some((r) => downloads[r.key]?.url) && <ul className={styles.choices}>{MORE_LINKS.map(row)}</ul>}
      {guide && (
        <section className={styles.guide} aria-label={t`Add to home screen`} data-testid="download-guide">
          <h3>
            <Trans>Add to home screen</Trans>
          </h3>
          <ol>
            {platform.ios ? (
              <>
                <li>
                  <Trans>Open this page in Safari.</Trans>
                </li>
                <li>
                  <Trans>Tap the Share button at the bottom of the screen.</Trans>
                </li>
                <li>
                  <Trans>Choose "Add to Home Screen", then tap "Add".</Trans>
                </li>
              </>
            ) : (
              <>
                <li>
                  <Trans>Open the browser menu (⋮ at the top right).</Trans>
                </li>
                <li>
                  <Trans>Choose "Install app" or "Add to Home screen".</Trans>
                </li>
                <li>
                  <Trans>Confirm: the app appears on your home screen.</Trans>
                </li>
              </>
            )}
          </ol>
          <ul className={styles.tips} data-testid="download-tips">
            <li>
              <Trans>iOS 12.4 or later is recommended.</Trans>
            </li>
            <li>
              <Trans>
                On iOS 12 below 12.2, or iOS 11 and under, the home-screen app does not keep you logged in: log in again each time you open
                it, or install the iOS profile.
              </Trans>
            </li>
          </ul>
          {profile && (
            <button
              type="button"
              className={`${styles.choice} ${styles.main}`}
              onClick={() => openProfile(profile)}
              data-testid="download-guide-profile"
            >
              <Icon name="download" size={1.2} />
              <span>
                <Trans>Download the iOS profile</Trans>
              </span>
            </button>
          )}
        </section>
      )}
    </div>
  );
}
