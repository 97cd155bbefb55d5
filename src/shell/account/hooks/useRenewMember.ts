/** On mount with a session (spec §4): renew member info and player rank progress (vipProgress). */
import { memberInfoAtom, rankProgressAtom, tokenAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { fetchMemberInfo } from '../api/memberInfo';
import { fetchRankProgress } from '../api/rankProgress';

export function useRenewMember(): void {
  const token = useAtomValue(tokenAtom);
  const setInfo = useSetAtom(memberInfoAtom);
  const setProgress = useSetAtom(rankProgressAtom);
  useEffect(() => {
    if (!token) return;
    let live = true;
    fetchMemberInfo().then((info) => live && setInfo(info), () => {});
    fetchRankProgress().then((p) => live && setProgress(p), () => {});
    return () => {
      live = false;
    };
  }, [token, setInfo, setProgress]);
}
