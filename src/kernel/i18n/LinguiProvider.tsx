/**
 * The site's Lingui context (what `useLingui` reads). Lingui's own `I18nProvider` follows the i18n
 * instance with `useSyncExternalStore`, whose updates React always renders synchronously: each
 * catalog merged into the active language (a remote's strings arriving with the remote, `i18n.load`
 * emits "change") re-rendered every component that uses Lingui in one task, the long task of home
 * and of every remote page. Here a change re-renders as a transition, which React renders in slices.
 * Nothing waits for that re-render to show a string: a remote's catalog is merged before its
 * registration is handed over (`registerCatalog`), and a language switch merges every part's
 * catalog before it activates the language (`activateLanguage`).
 */
import { i18n as siteI18n, type I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

type Context = { i18n: I18n; _: I18n['_']; changes: number };

/** Changes of the site's i18n instance so far (a change before the provider subscribes is not lost). */
let siteChanges = 0;
siteI18n.on('change', () => {
  siteChanges++;
});

const changesOf = (i18n: I18n) => (i18n === siteI18n ? siteChanges : -1);
const contextOf = (i18n: I18n): Context => ({ i18n, _: i18n.t.bind(i18n), changes: changesOf(i18n) });

export function LinguiProvider({ i18n = siteI18n, children }: { i18n?: I18n; children: ReactNode }) {
  const [context, setContext] = useState(() => contextOf(i18n));
  useEffect(() => {
    const update = () => startTransition(() => setContext(contextOf(i18n)));
    const unsubscribe = i18n.on('change', update);
    // changed between the first render and this subscription (or another instance given)
    setContext((current) =>
      current.i18n === i18n && current.changes === changesOf(i18n) && current.changes >= 0 ? current : contextOf(i18n),
    );
    return unsubscribe;
  }, [i18n]);
  // like Lingui's provider: nothing before a language is active (the boot activates one first)
  if (!context.i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}
