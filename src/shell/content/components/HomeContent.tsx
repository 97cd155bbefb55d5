/**
 * Home's content part: banners, the notice ticker and (lazily) the login popup. A login arms the
 * popup; home shows it once (the arm is spent as soon as it shows, so leaving home or reloading
 * does not bring it back). A player under a time-out or self-exclusion is sent to the
 * responsible-gaming page and gets no popup: the popup waits until the exclusion is known.
 */
import { exclusionAtom, exclusionInForce, isLoggedInAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { disarmLoginPopupAtom, loginPopupArmedAtom, useHomeContent } from '../state/home';
import { HomeBanners } from './HomeBanners';
import { NoticeTicker } from './NoticeTicker';

const LoginPopup = lazy(() => import('./LoginPopup'));

export function HomeContent() {
  const content = useHomeContent();
  const armed = useAtomValue(loginPopupArmedAtom);
  const disarm = useSetAtom(disarmLoginPopupAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const exclusion = useAtomValue(exclusionAtom);
  const [showPopup, setShowPopup] = useState(false);
  useEffect(() => {
    if (!armed || !content || (loggedIn && exclusion === undefined)) return;
    if (content.popups.length > 0 && !exclusionInForce(exclusion)) setShowPopup(true);
    disarm();
  }, [armed, content, disarm, loggedIn, exclusion]);
  return (
    <>
      <HomeBanners banners={content?.banners ?? null} />
      <NoticeTicker />
      {showPopup && content && content.popups.length > 0 && (
        <Suspense fallback={null}>
          <LoginPopup popups={content.popups} onClose={() => setShowPopup(false)} />
        </Suspense>
      )}
    </>
  );
}
