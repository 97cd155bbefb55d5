/**
 * The demo content in every content language, and `byLanguage`, which turns one entry of it into a
 * record over all of them: a language without a file here does not compile.
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../src/contracts/languages';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { hi } from './hi';
import { id } from './id';
import { ja } from './ja';
import { km } from './km';
import { ko } from './ko';
import { ms } from './ms';
import { my } from './my';
import { pt } from './pt';
import { ru } from './ru';
import type { Item, SeedText } from './shape';
import { th } from './th';
import { tw } from './tw';
import { vi } from './vi';
import { zh } from './zh';

export type { Item, SeedText };
/** One text in every content language. */
export type Texts<T = Item> = Readonly<Record<ContentLanguage, T>>;

export const SEED_TEXT: Texts<SeedText> = { km, zh, en, ja, th, vi, my, es, hi, id, ko, ms, pt, tw, ru, ar };

/** The piece `pick` chooses, in every content language. */
export function byLanguage<T>(pick: (text: SeedText) => T): Texts<T> {
  return Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, pick(SEED_TEXT[l])])) as Record<ContentLanguage, T>;
}
