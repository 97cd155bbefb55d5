/**
 * Player notices and their read state (spec §4 "Notice"): the list comes from the announcements
 * call; opening a notice marks it read once, optimistically (at once, locally), then synced with
 * the server, at most one call per 150 ms (queued ids go in the next call). Only with a session
 * and a member type other than 4.
 */
import { MARK_READ_THROTTLE_MS, NO_READ_MEMBER_TYPE, type PlayerNotice } from '@contracts/content/calls';
import { sessionInfoAtom, store, tokenAtom } from '@kernel';
import { atom } from 'jotai';
import { postMarkAsRead } from '../api/announcements';

/** Notices as last loaded (home, the notice page); null until loaded. */
export const noticesAtom = atom<PlayerNotice[] | null>(null);
/** Ids read in this tab before the server confirmed (optimistic). */
export const locallyReadAtom = atom<ReadonlySet<number>>(new Set<number>());

export const isReadAtom = atom((get) => {
  const local = get(locallyReadAtom);
  return (n: PlayerNotice) => n.read || local.has(n.id);
});
export const unreadCountAtom = atom((get) => {
  const isRead = get(isReadAtom);
  return (get(noticesAtom) ?? []).filter((n) => !isRead(n)).length;
});

/** spec §9: the badge shows 99+ above 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

export function canMarkRead(): boolean {
  const token = store.get(tokenAtom);
  const type = store.get(sessionInfoAtom)?.type;
  return Boolean(token) && type !== undefined && type !== NO_READ_MEMBER_TYPE;
}

const queue: number[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush(): Promise<void> {
  const ids = queue.splice(0, queue.length);
  for (const id of ids) {
    try {
      await postMarkAsRead(id);
    } catch {
      // the optimistic mark stays for this tab; the next load shows the server's state
    }
  }
}

function schedule(): void {
  if (timer) return;
  void flush();
  timer = setTimeout(function tick() {
    if (queue.length === 0) {
      timer = null;
      return;
    }
    void flush();
    timer = setTimeout(tick, MARK_READ_THROTTLE_MS);
  }, MARK_READ_THROTTLE_MS);
}

/** Marks a notice read once (no call when already read, without a session or for member type 4). */
export const markReadAtom = atom(null, (get, set, notice: PlayerNotice) => {
  if (!canMarkRead() || get(isReadAtom)(notice)) return;
  set(locallyReadAtom, new Set([...get(locallyReadAtom), notice.id]));
  queue.push(notice.id);
  schedule();
});
