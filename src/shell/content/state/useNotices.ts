/** The player notices for the notice pages: loaded (again, past the announcements cache) on mount, language or session change. */
import { languageAtom, tokenAtom } from '@kernel';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchAnnouncements } from '../api/announcements';
import { noticesAtom } from './notices';

export function useNotices() {
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const [notices, setNotices] = useAtom(noticesAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    fetchAnnouncements({ types: 'PL', language, token, flush: true }, abort.signal)
      .then((v) => {
        setNotices(v.player);
        setFailed(false);
      })
      .catch(() => {
        if (!abort.signal.aborted) setFailed(true);
      });
    return () => abort.abort();
  }, [language, token, setNotices]);
  return { notices, failed };
}
