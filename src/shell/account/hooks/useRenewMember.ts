/**
 * On mount with a session (spec §4): renew member info and player rank progress (vipProgress), and
 * again when the tab comes back into view (../api/renewMember: a session ended meanwhile is told at
 * once). The calls (the account contracts) load only with a session, not with the shell.
 */
import { memberInfoAtom, rankProgressAtom, tokenAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export function useRenewMember(): void {
  const token = useAtomValue(tokenAtom);
  const setInfo = useSetAtom(memberInfoAtom);
  const setProgress = useSetAtom(rankProgressAtom);
  useEffect(() => {
    if (!token) return;
    let live = true;
    let stop = () => {};
    import('../api/renew-member').then((m) => {
      if (live) stop = m.renewAndWatch({ info: setInfo, progress: setProgress, live: () => live });
    });
    return () => {
      live = false;
      stop();
    };
  }, [token, setInfo, setProgress]);
}
