/**
 * Member info and rank progress renewed (spec §4), now and again each time the tab comes back into
 * view (at most once a minute): a session ended meanwhile (signed in on another device) is told at
 * once, not after the next failing action. Loaded with a session, not with the shell.
 */
import type { MemberInfo, RankProgressValue } from '@contracts/account/member';
import { fetchMemberInfo } from './member-info';
import { fetchRankProgress } from './rank-progress';

export const RENEW_ON_RETURN_MS = 60_000;

type Sinks = { info: (info: MemberInfo) => void; progress: (p: RankProgressValue) => void; live: () => boolean };

/** Renews now and on every return to the tab; returns the function that stops watching. */
export function renewAndWatch(to: Sinks): () => void {
  let last = Date.now();
  const renew = () => {
    fetchMemberInfo().then(
      (info) => to.live() && to.info(info),
      () => {},
    );
    fetchRankProgress().then(
      (p) => to.live() && to.progress(p),
      () => {},
    );
  };
  renew();
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || Date.now() - last < RENEW_ON_RETURN_MS) return;
    last = Date.now();
    renew();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
