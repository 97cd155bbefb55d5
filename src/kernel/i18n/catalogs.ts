/**
 * Catalogs load lazily, one chunk per part and catalog language: the shell's own (kernel + shell
 * strings, chunk `lang-<code>`, loaded before the first render) and one per federated remote,
 * which the remote registers from its `./register` entry (`registerCatalog`), so a remote's strings
 * are fetched only with the remote. Each is merged into the one i18n instance (`i18n.load` merges).
 * A language switch loads every registered part's catalog for the new language before activating
 * it, so no part ever shows raw ids or another language's text.
 *
 * Languages without a catalog of their own use the English text under their own locale (so Intl
 * formatting still follows the language).
 */
import { type CatalogLanguage, catalogFor, directionOf, isLanguageCode, type LanguageCode } from '@contracts/languages';
import { i18n, type Messages } from '@lingui/core';
import { store } from '../store';
import { languageAtom, saveLanguage } from './language';

type CatalogModule = { messages: Messages };
/** One part's catalogs: a lazy import per catalog language. */
export type CatalogLoaders = Record<CatalogLanguage, () => Promise<CatalogModule>>;

const SHELL: CatalogLoaders = {
  km: () => import(/* webpackChunkName: "lang-km" */ '../../locales/km/messages'),
  zh: () => import(/* webpackChunkName: "lang-zh" */ '../../locales/zh/messages'),
  en: () => import(/* webpackChunkName: "lang-en" */ '../../locales/en/messages'),
};

/** The parts whose catalogs follow the language: the shell, then each remote as it registers. */
const parts = new Map<string, CatalogLoaders>([['shell', SHELL]]);
/** `<part> <language>` → its load (merged once; a failed load is forgotten, so it is tried again). */
const loads = new Map<string, Promise<void>>();
/** The language being activated (the one a remote registering meanwhile must load too). */
let activating: LanguageCode | undefined;

function loadPart(part: string, code: LanguageCode): Promise<void> {
  const key = `${part} ${code}`;
  let p = loads.get(key);
  const loaders = parts.get(part);
  if (!p && loaders) {
    p = loaders[catalogFor(code)]().then(({ messages }) => i18n.load(code, messages));
    loads.set(key, p);
    p.catch(() => loads.delete(key));
  }
  return p ?? Promise.resolve();
}

/** Every registered part's catalog for `code` (a part registered while this waits included). */
async function loadAll(code: LanguageCode): Promise<void> {
  for (;;) {
    const waiting = [...parts.keys()].map((part) => loadPart(part, code));
    const count = parts.size;
    await Promise.all(waiting);
    if (parts.size === count) return;
  }
}

/**
 * A remote's catalogs, registered from its `./register` entry (`await registerCatalog(...)` before
 * its default export): resolves when the active language's catalog (and the one being switched to)
 * is merged, so the remote's pages, widgets and menu items never render before their strings.
 */
export async function registerCatalog(part: string, loaders: CatalogLoaders): Promise<void> {
  parts.set(part, loaders);
  const codes = new Set<LanguageCode>();
  if (i18n.locale && isLanguageCode(i18n.locale)) codes.add(i18n.locale);
  if (activating) codes.add(activating);
  await Promise.all([...codes].map((code) => loadPart(part, code)));
}

/** Load (once) and activate a language; `document.documentElement` gets its `lang` and `dir`. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  activating = code;
  try {
    await loadAll(code);
  } finally {
    if (activating === code) activating = undefined;
  }
  i18n.activate(code);
  store.set(languageAtom, code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = code;
    document.documentElement.dir = directionOf(code);
  }
}

/** The picker's action: activate and remember. */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  saveLanguage(code);
  await activateLanguage(code);
}
