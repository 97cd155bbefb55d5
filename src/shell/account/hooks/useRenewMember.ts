/**
 * On mount with a session (spec §4): renew member info and player rank progress (vipProgress). The
 * calls (the account contracts) load only with a session, not with the shell. Again when the tab
 * comes back into view (at most once a minute): a session ended meanwhile (signed in on another
 * device) is told at once, not after the next failing action (issue 28).
 */
import { memberInfoAtom, rankProgressAtom, tokenAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export const RENEW_ON_RETURN_MS = 60_000;

export function useRenewMember(): void {
  const token = useAtomValue(tokenAtom);
  const setInfo = useSetAtom(memberInfoAtom);
  const setProgress = useSetAtom(rankProgressAtom);
  useEffect(() => {
    if (!token) return;
    let live = true;
    let last = Date.now();
    const renew = () => {
      import('../api/memberInfo')
        .then(({ fetchMemberInfo }) => fetchMemberInfo())
        .then((info) => live && setInfo(info), () => {});
      import('../api/rankProgress')
        .then(({ fetchRankProgress }) => fetchRankProgress())
        .then((p) => live && setProgress(p), () => {});
    };
    renew();
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < RENEW_ON_RETURN_MS) return;
      last = Date.now();
      renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token, setInfo, setProgress]);
}
