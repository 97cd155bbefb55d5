/**
 * Inside the brand's native app (the user agent's AppVersion/x.y.z) with a brand that names its
 * oldest served version (status `site.minAppVersion`): the screen that asks an older app to update
 * loads and decides. In a browser nothing loads.
 */
import { appVersionOf, siteAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';

const AppUpdateRequired = lazy(() => import('./AppUpdateRequired'));

export function AppUpdateCheck() {
  const min = useAtomValue(siteAtom)?.minAppVersion;
  const version = appVersionOf();
  if (!min || !version) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdateRequired version={version} min={min} />
    </Suspense>
  );
}
