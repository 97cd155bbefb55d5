/**
 * The chat unread count (spec §7 CBS_unreadCount, §6): fetched with a session, chat (CBS3) on and
 * a member type other than 4, on arrival and on each page change, at most once per 250 ms; a
 * failure keeps the last count and shows nothing (the call is "no alert"). Never for a trial
 * (free-play) session: it has no conversation.
 */
import { chatUnreadAtom, flagsAtom, isLoggedInAtom, isTrialAtom, sessionInfoAtom } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const UNREAD_THROTTLE_MS = 250;
/** member type whose chat and inbox counts are never fetched (spec §6) */
export const NO_UNREAD_TYPE = 4;

export function useChatUnreadWatcher(): void {
  const { pathname } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const chat = useAtomValue(flagsAtom).CBS3 === true;
  const type = useAtomValue(sessionInfoAtom)?.type ?? null;
  const trial = useAtomValue(isTrialAtom);
  const setUnread = useSetAtom(chatUnreadAtom);
  const last = useRef(0);
  const allowed = loggedIn && !trial && chat && type !== null && type !== NO_UNREAD_TYPE;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch on each page change
  useEffect(() => {
    if (!allowed) {
      setUnread(0);
      return;
    }
    const wait = Math.max(0, last.current + UNREAD_THROTTLE_MS - Date.now());
    const timer = setTimeout(() => {
      last.current = Date.now();
      // the chat contracts load only when the count is fetched (a session with chat on)
      import('./api')
        .then(({ chatApi }) => chatApi.unreadCount())
        .then(
          (r) => setUnread(r.unReadCount),
          () => undefined,
        );
    }, wait);
    return () => clearTimeout(timer);
  }, [allowed, pathname, setUnread]);
}

/** "99+" above 99 (the notice badge rule of spec §8, used for every count badge). */
export function badgeText(n: number): string {
  return n > 99 ? '99+' : String(n);
}
