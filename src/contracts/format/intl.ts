/**
 * Intl formatters per language, made once each: numbers in Latin digits everywhere (the digits a
 * player types into an amount field, the same on every screen), dates in the Gregorian calendar.
 */
import { type LanguageCode, localeOf } from '../languages';

const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = made.get(key) as T | undefined;
  if (!f) {
    f = make();
    made.set(key, f);
  }
  return f;
}

export function numberFormat(lang: LanguageCode, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once(`n ${lang} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(localeOf(lang), { numberingSystem: 'latn', ...options }));
}

export function dateFormat(lang: LanguageCode, options: Intl.DateTimeFormatOptions, timeZone?: string): Intl.DateTimeFormat {
  return once(
    `d ${lang} ${timeZone ?? ''} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(localeOf(lang), { numberingSystem: 'latn', calendar: 'gregory', timeZone, ...options }),
  );
}

export function relativeFormat(lang: LanguageCode): Intl.RelativeTimeFormat {
  return once(`r ${lang}`, () => new Intl.RelativeTimeFormat(`${localeOf(lang)}-u-nu-latn`, { numeric: 'auto' }));
}
