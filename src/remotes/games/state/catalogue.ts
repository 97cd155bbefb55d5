/** The brand's vendors, mapping and sorting list, loaded once per language (shared by every page). */
import type { VassalTypes } from '@contracts/games/calls';
import { languageAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { fetchVassalTypes } from '../api/games';

const cache = new Map<string, Promise<VassalTypes>>();

export function loadVassalTypes(language: string): Promise<VassalTypes> {
  let p = cache.get(language);
  if (!p) {
    p = fetchVassalTypes(language);
    cache.set(language, p);
    p.catch(() => cache.delete(language));
  }
  return p;
}

export function useVassalTypes(): VassalTypes | null {
  const language = useAtomValue(languageAtom);
  const [value, setValue] = useState<VassalTypes | null>(null);
  useEffect(() => {
    let live = true;
    // a transition: the pages it fills (home's sections, the lists) render in slices
    loadVassalTypes(language).then(
      (v) => live && startTransition(() => setValue(v)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return value;
}

export function vendorName(types: VassalTypes | null, code: string): string {
  return types?.vendors.find((v) => v.vassalage === code)?.displayName ?? code;
}
