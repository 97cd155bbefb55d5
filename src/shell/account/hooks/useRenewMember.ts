/**
 * On mount with a session (spec §4): renew member info and player rank progress (vipProgress). The
 * calls (the account contracts) load only with a session, not with the shell.
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
    import('../api/memberInfo')
      .then(({ fetchMemberInfo }) => fetchMemberInfo())
      .then((info) => live && setInfo(info), () => {});
    import('../api/rankProgress')
      .then(({ fetchRankProgress }) => fetchRankProgress())
      .then((p) => live && setProgress(p), () => {});
    return () => {
      live = false;
    };
  }, [token, setInfo, setProgress]);
}
