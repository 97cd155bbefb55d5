/**
 * Help centre content in every content language (`{brand}` and `{age}` filled per brand; the texts:
 * `seed-text/`). Each entry has a tag links can open (`/m/help?tag=terms`) and optional sub-items.
 */
import { byLanguage, type Item, type Texts } from './seed-text';

export type HelpSource = { tag: string; text: Texts; children: Texts<readonly Item[]> };

const none = byLanguage((): readonly Item[] => []);

export const HELP: HelpSource[] = [
  { tag: 'about', text: byLanguage((t) => t.help.about), children: none },
  {
    tag: 'deposit',
    text: byLanguage((t) => t.help.deposit),
    children: byLanguage((t) => [t.help.depositTime, t.help.depositMinimum]),
  },
  { tag: 'withdraw', text: byLanguage((t) => t.help.withdraw), children: byLanguage((t) => [t.help.withdrawPending]) },
  { tag: 'responsible', text: byLanguage((t) => t.help.responsible), children: none },
  {
    tag: 'terms',
    text: byLanguage((t) => t.help.terms),
    children: byLanguage((t) => [t.help.termsAccounts, t.help.termsBonuses]),
  },
  { tag: 'privacy', text: byLanguage((t) => t.help.privacy), children: none },
];
