/** What a page may tell the header: an explicit title (overrides the route's) or no back button. */
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export type HeaderOptions = { title?: string; hideBack?: boolean };

export const headerOptionsAtom = atom<HeaderOptions>({});

export function useHeaderOptions(options: HeaderOptions): void {
  const set = useSetAtom(headerOptionsAtom);
  const { title, hideBack } = options;
  useEffect(() => {
    set({ ...(title !== undefined ? { title } : {}), ...(hideBack !== undefined ? { hideBack } : {}) });
    return () => set({});
  }, [set, title, hideBack]);
}
