/**
 * The inbox unread count (spec §6, §7, §9): fetched with moduleId INBOX3, throttled to one call per
 * 250 ms, never for member type 4, never when INBOX3 is off or logged out.
 */
import type { MemberInfo } from '@contracts/account/member';
import { memberInfoAtom, store, tokenAtom, useFlag } from '@kernel';
import { atom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { memberApi } from '../api/member';

export const UNREAD_THROTTLE_MS = 250;
export const inboxUnreadAtom = atom<number | null>(null);

/** Leading-edge throttle: a call at once, then at most one per window (calls in between make one trailing call). */
export function throttle(fn: () => void, ms: number, now: () => number = () => Date.now()): () => void {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return () => {
    const wait = last + ms - now();
    if (wait <= 0) {
      last = now();
      fn();
    } else if (!timer) {
      timer = setTimeout(() => {
        timer = null;
        last = now();
        fn();
      }, wait);
    }
  };
}

/** Spec §6: the unread counts are fetched for member types other than 4; never for a trial (free-play) account, which has no inbox. */
export function unreadAllowed(loggedIn: boolean, inboxOn: boolean, info: (Pick<MemberInfo, 'type'> & { trial?: boolean }) | null): boolean {
  return loggedIn && inboxOn && info !== null && info.type !== 4 && info.trial !== true;
}

/** Asks for a fresh count (throttled 250 ms); pages call it after reading a message. */
export const refreshUnread = throttle(() => {
  memberApi.unread().then(
    (v) => store.set(inboxUnreadAtom, v.unReadCount),
    () => {},
  );
}, UNREAD_THROTTLE_MS);

export function useInboxUnread(): number | null {
  const allowed = unreadAllowed(Boolean(useAtomValue(tokenAtom)), useFlag('INBOX3'), useAtomValue(memberInfoAtom));
  const count = useAtomValue(inboxUnreadAtom);
  useEffect(() => {
    // a count belongs to one session: forget it when the inbox is not ours to count
    if (allowed) refreshUnread();
    else store.set(inboxUnreadAtom, null);
  }, [allowed]);
  return allowed ? count : null;
}
