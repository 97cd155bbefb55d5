/**
 * Catalogs load lazily, one chunk per catalog language. Languages without a catalog of their own
 * use the English text under their own locale (so Intl formatting still follows the language).
 */
import { type CatalogLanguage, catalogFor, directionOf, type LanguageCode } from '@contracts/languages';
import { i18n, type Messages } from '@lingui/core';
import { store } from '../store';
import { languageAtom, saveLanguage } from './language';

type CatalogModule = { messages: Messages };

const loaders: Record<CatalogLanguage, () => Promise<CatalogModule>> = {
  km: () => import(/* webpackChunkName: "lang-km" */ '../../locales/km/messages'),
  zh: () => import(/* webpackChunkName: "lang-zh" */ '../../locales/zh/messages'),
  en: () => import(/* webpackChunkName: "lang-en" */ '../../locales/en/messages'),
};

const loaded = new Set<LanguageCode>();

/** Load (once) and activate a language; `document.documentElement` gets its `lang` and `dir`. */
export async function activateLanguage(code: LanguageCode): Promise<void> {
  if (!loaded.has(code)) {
    const { messages } = await loaders[catalogFor(code)]();
    // load + activate (not loadAndActivate): catalogs merged in by remotes survive a switch
    i18n.load(code, messages);
    loaded.add(code);
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
