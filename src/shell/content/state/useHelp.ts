/** The help centre entries, refetched when the language changes (debounced 200 ms, spec §4). */
import type { HelpEntry } from '@contracts/content/calls';
import { HELP_REFETCH_DEBOUNCE_MS } from '@contracts/content/calls';
import { ApiError, languageAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { fetchHelp } from '../api/help';

/** `off`: the brand has no help centre (COMM3 off: the call answers feature.disabled). */
export function useHelp(): { entries: HelpEntry[] | null; failed: boolean; off: boolean } {
  const language = useAtomValue(languageAtom);
  const [entries, setEntries] = useState<HelpEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [off, setOff] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(
      () => {
        fetchHelp(language, abort.signal)
          .then((e) => {
            setEntries(e);
            setFailed(false);
            setOff(false);
          })
          .catch((error: unknown) => {
            if (abort.signal.aborted) return;
            setFailed(true);
            setOff(error instanceof ApiError && error.code === 'feature.disabled');
          });
      },
      first.current ? 0 : HELP_REFETCH_DEBOUNCE_MS,
    );
    first.current = false;
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [language]);
  return { entries, failed, off };
}

/** The entry a link preselects: `tag` (e.g. terms), else `i` (index), else the first; `c` a sub-item. */
export function preselect(entries: readonly HelpEntry[], params: URLSearchParams): { index: number; child: number | null } {
  const tag = params.get('tag');
  const byTag = tag ? entries.findIndex((e) => e.tag === tag) : -1;
  const i = Number(params.get('i'));
  const index = byTag >= 0 ? byTag : Number.isInteger(i) && i >= 0 && i < entries.length ? i : 0;
  const c = params.get('c');
  const child =
    c !== null && Number.isInteger(Number(c)) && Number(c) >= 0 && Number(c) < (entries[index]?.children.length ?? 0) ? Number(c) : null;
  return { index, child };
}
