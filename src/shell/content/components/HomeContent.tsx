/** Home's content part: banners, the notice ticker and (lazily, once after a login) the login popup. */
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { disarmLoginPopupAtom, loginPopupArmedAtom, useHomeContent } from '../state/home';
import { HomeBanners } from './HomeBanners';
import { NoticeTicker } from './NoticeTicker';

const LoginPopup = lazy(() => import('./LoginPopup'));

export function HomeContent() {
  const content = useHomeContent();
  const armed = useAtomValue(loginPopupArmedAtom);
  const disarm = useSetAtom(disarmLoginPopupAtom);
  return (
    <>
      <HomeBanners banners={content?.banners ?? null} />
      <NoticeTicker />
      {armed && content && content.popups.length > 0 && (
        <Suspense fallback={null}>
          <LoginPopup popups={content.popups} onClose={disarm} />
        </Suspense>
      )}
    </>
  );
}
