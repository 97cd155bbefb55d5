/**
 * The vendor API's messages (the `message` of a `vendor.*` failure, which the game page shows), in
 * every language: one module per language, the table declared here. The request's language is the
 * page's (`Language` header, which the game pages send), else English.
 */
import { defineStrings } from '../../i18n/strings';
import { AR } from './ar';
import { EN } from './en';
import { ES } from './es';
import { HI } from './hi';
import { ID } from './id';
import { JA } from './ja';
import { KM } from './km';
import { KO } from './ko';
import { MS } from './ms';
import { MY } from './my';
import { PT } from './pt';
import { RU } from './ru';
import { TH } from './th';
import { TW } from './tw';
import { VI } from './vi';
import { ZH } from './zh';

export type { VendorMessageKey } from './en';

export const VENDOR_MESSAGES = defineStrings('vendors/messages', EN, {
  km: KM,
  zh: ZH,
  ja: JA,
  th: TH,
  vi: VI,
  my: MY,
  es: ES,
  hi: HI,
  id: ID,
  ko: KO,
  ms: MS,
  pt: PT,
  tw: TW,
  ru: RU,
  ar: AR,
});
