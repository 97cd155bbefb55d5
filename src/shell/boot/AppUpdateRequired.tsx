/**
 * The spec's "app update required": a native app older than the brand's `minAppVersion` gets a
 * screen over the site that says so, with the brand's store link for the phone (Android or iOS app,
 * from the brand file's downloads) when it has one. Nothing else can be used until the update.
 */
import { statusAtom } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { platformOf } from '../pwa/platform';
import styles from './AppUpdateRequired.module.css';

/** Compares dotted versions part by part (missing parts are 0): negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

export default function AppUpdateRequired({ version, min }: { version: string; min: string }) {
  const downloads = useAtomValue(statusAtom)?.info.resources.downloads ?? {};
  if (compareVersions(version, min) >= 0) return null;
  const store = (platformOf().ios ? downloads.IOS : downloads.Android) ?? downloads.Android ?? downloads.IOS;
  return (
    <div
      className={styles.screen}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="app-update-title"
      data-testid="app-update-required"
    >
      <h1 id="app-update-title">
        <Trans>Please update the app</Trans>
      </h1>
      <p>
        <Trans>
          This version of the app ({version}) is no longer supported. Update to version {min} or later to continue.
        </Trans>
      </p>
      {store && (
        <a className={styles.update} href={store.url} data-testid="app-update-link">
          <Trans>Update now</Trans>
        </a>
      )}
    </div>
  );
}
