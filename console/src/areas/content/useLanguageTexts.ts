/**
 * The per-language state a content editor keeps around `LanguageTextTabs`: the chosen language
 * (English when the brand offers it, else its first), the languages still without a title, the
 * chosen language's text and its patch, and the languages whose HTML the server's sanitiser changed
 * at the last save. The editor owns the texts themselves (`texts`, `onTexts`); `tabs` are the
 * props `LanguageTextTabs` takes.
 */
import { useState } from 'react';
import type { LanguageTextTabs } from './LanguageTextTabs';

type Texts<T> = Record<string, T>;
/** What the tabs change: the title or the rich text. */
type TextPatch = { title?: string; content?: string };

export function useLanguageTexts<T extends { title: string; content: string }>({
  testPrefix,
  tenant,
  languages,
  canEdit,
  texts,
  onTexts,
  empty,
}: {
  testPrefix: string;
  tenant: string;
  languages: readonly string[];
  canEdit: boolean;
  texts: Texts<T>;
  onTexts: (update: (texts: Texts<T>) => Texts<T>) => void;
  /** A language's text before anything is typed in it. */
  empty: T;
}) {
  const [language, setLanguage] = useState(languages.includes('en') ? 'en' : (languages[0] ?? 'en'));
  const [trimmed, setTrimmed] = useState<readonly string[]>([]);
  const text = texts[language] ?? empty;
  const setText = (patch: Partial<T> | TextPatch) => onTexts((all) => ({ ...all, [language]: { ...(all[language] ?? empty), ...patch } }));
  const tabs = {
    testPrefix,
    tenant,
    languages,
    language,
    onLanguage: setLanguage,
    missing: languages.filter((l) => !texts[l]?.title.trim()),
    text,
    onText: setText,
    canEdit,
    trimmed: trimmed.includes(language),
  } satisfies Omit<Parameters<typeof LanguageTextTabs>[0], 'children'>;
  return { language, text, setText, setTrimmed, tabs };
}
