/**
 * Home's content: m_home banners, player notices and login popups in one announcements call,
 * reloaded when the language or the session changes. A login (token from none to some) arms the
 * login-announcement popup: home shows it once after that login.
 */
import type { Announcement } from '@contracts/content/calls';
import { languageAtom, readItem, store, tokenAtom, writeItem } from '@kernel';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { fetchAnnouncements } from '../api/announcements';
import { locallyReadAtom, noticesAtom } from './notices';

export type HomeContent = { banners: Announcement[]; popups: Announcement[] };

const POPUP_KEY = 'content.loginPopup';
export const loginPopupArmedAtom = atom(readItem(POPUP_KEY, 'session') === '1');
export const disarmLoginPopupAtom = atom(null, (_get, set) => {
  writeItem(POPUP_KEY, null, 'session');
  set(loginPopupArmedAtom, false);
});

let lastToken = store.get(tokenAtom);
store.sub(tokenAtom, () => {
  const token = store.get(tokenAtom);
  if (token && !lastToken) {
    writeItem(POPUP_KEY, '1', 'session');
    store.set(loginPopupArmedAtom, true);
  }
  lastToken = token;
});

/** null while loading; empty lists when the call fails (home still works). */
export function useHomeContent(): HomeContent | null {
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const setNotices = useSetAtom(noticesAtom);
  const setLocal = useSetAtom(locallyReadAtom);
  const [content, setContent] = useState<HomeContent | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetchAnnouncements({ types: 'B,PL,PU', groupName: 'm_home', language, token }, abort.signal)
      // a transition: home's banners and notices render in slices
      .then((v) =>
        startTransition(() => {
          setContent({ banners: v.banners.filter((b) => b.groupName === 'm_home'), popups: v.popup });
          setNotices(v.player);
          if (!token) setLocal(new Set());
        }),
      )
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('announcements failed', error);
        setContent({ banners: [], popups: [] });
        setNotices([]);
      });
    return () => abort.abort();
  }, [language, token, setNotices, setLocal]);
  return content;
}
