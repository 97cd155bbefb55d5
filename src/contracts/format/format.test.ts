/** The one formatting module: money per currency and language, numbers, dates and relative times. */
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarMinute,
  formatBasisPoints,
  formatDate,
  formatDateTime,
  formatMaskedMoney,
  formatMoney,
  formatNumber,
  formatRelative,
} from '.';

const KHR = { code: 'KHR', symbol: '៛', minorUnits: 0 };
const CNY = { code: 'CNY', symbol: '¥', minorUnits: 2 };
const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const THB = { code: 'THB', symbol: '฿', minorUnits: 2 };
const VND = { code: 'VND', symbol: '₫', minorUnits: 0 };
const RLM = '\u200f';

describe('formatMoney', () => {
  it('writes minor units with the currency’s decimals (none for KHR and VND) and the brand’s symbol', () => {
    expect(formatMoney(123_456_789, USD, 'en')).toBe('$1,234,567.89');
    expect(formatMoney(123_456_789, CNY, 'en')).toBe('¥1,234,567.89');
    expect(formatMoney(123_456_789, THB, 'en')).toBe('฿1,234,567.89');
    expect(formatMoney(123_456_789, KHR, 'en')).toBe('៛123,456,789');
    expect(formatMoney(123_456_789, VND, 'en')).toBe('₫123,456,789');
    expect(formatMoney(5, USD, 'en')).toBe('$0.05');
    expect(formatMoney(0, KHR, 'en')).toBe('៛0');
    expect(formatMoney(-12_000, USD, 'en')).toBe('-$120.00');
  });

  it('places the symbol and groups as each language does', () => {
    expect(formatMoney(1_000, KHR, 'km')).toBe('1,000៛');
    expect(formatMoney(123_456, USD, 'km')).toBe('1,234.56$');
    expect(formatMoney(1_000, KHR, 'zh')).toBe('៛1,000');
    expect(formatMoney(987_654_321, CNY, 'zh')).toBe('¥9,876,543.21');
    expect(formatMoney(123_456, THB, 'th')).toBe('฿1,234.56');
    expect(formatMoney(1_000, KHR, 'th')).toBe('៛1,000');
    expect(formatMoney(1_000_000, VND, 'vi')).toBe('1.000.000\u00a0₫');
    expect(formatMoney(123_456, USD, 'vi')).toBe('1.234,56\u00a0$');
    // Arabic: Intl's ar pattern (a right-to-left mark, the amount, the symbol after it), Latin digits,
    // the whole a right-to-left isolate (RLI … PDI)
    expect(formatMoney(123_456, USD, 'ar')).toBe(`\u2067${RLM}1,234.56\u00a0$\u2069`);
    expect(formatMoney(1_000, KHR, 'ar')).toBe(`\u2067${RLM}1,000\u00a0៛\u2069`);
    expect(formatMoney(123_456, CNY, 'ar')).toBe(`\u2067${RLM}1,234.56\u00a0¥\u2069`);
    expect(formatMoney(100, { code: 'POINTS', symbol: 'P', minorUnits: 2 }, 'ar')).toBe('\u2067P1.00\u2069');
    // no other language's amount carries a direction mark or isolate
    for (const lang of ['km', 'zh', 'en', 'th', 'vi', 'ja', 'ko', 'my', 'es', 'hi', 'id', 'ms', 'pt', 'tw', 'ru'] as const) {
      expect(formatMoney(123_456, USD, lang), lang).not.toMatch(/[\u200e\u200f\u2066-\u2069]/);
    }
  });

  it('the same amount is written the same way wherever it is formatted', () => {
    const seen = new Set([formatMoney(1_000, KHR, 'km'), formatMoney(1_000, { ...KHR }, 'km')]);
    expect(seen.size).toBe(1);
  });

  it('is exact for amounts beyond floating point cents', () => {
    expect(formatMoney(900_719_925_474_099, USD, 'en')).toBe('$9,007,199,254,740.99');
  });

  it('a currency code Intl does not know as ISO 4217 still gets the symbol and decimals', () => {
    expect(formatMoney(150_000, { code: 'USDT', symbol: '₮', minorUnits: 2 }, 'en')).toBe('₮1,500.00');
  });
});

describe('formatMaskedMoney', () => {
  it('puts the mask where the figure is and the symbol where the language writes it, a space between', () => {
    expect(formatMaskedMoney(USD, 'en')).toBe('$ ****');
    expect(formatMaskedMoney(KHR, 'en')).toBe('៛ ****');
    expect(formatMaskedMoney(KHR, 'km')).toBe('**** ៛');
    expect(formatMaskedMoney(CNY, 'zh')).toBe('¥ ****');
    // the pattern's own no-break space stays
    expect(formatMaskedMoney(VND, 'vi')).toBe('****\u00a0₫');
    expect(formatMaskedMoney(USD, 'ru')).toBe('****\u00a0$');
    expect(formatMaskedMoney(USD, 'en', '•••')).toBe('$ •••');
  });

  it('in Arabic is the shown amount with its figure masked: the same mark, order and isolate', () => {
    for (const currency of [USD, KHR, CNY]) {
      const shown = formatMoney(123_456, currency, 'ar');
      const figure = shown.match(/[\d.,]+/)?.[0] ?? '';
      expect(figure).not.toBe('');
      expect(formatMaskedMoney(currency, 'ar'), currency.code).toBe(shown.replace(figure, '****'));
    }
    expect(formatMaskedMoney(USD, 'ar')).toBe(`\u2067${RLM}****\u00a0$\u2069`);
  });

  it('in every language, the symbol is on the same side of the mask as of the shown figure', () => {
    for (const lang of ['km', 'zh', 'en', 'th', 'vi', 'ja', 'ko', 'ar', 'my', 'es', 'hi', 'id', 'ms', 'pt', 'tw', 'ru'] as const) {
      for (const currency of [USD, KHR, CNY]) {
        const shown = formatMoney(123_456, currency, lang);
        const masked = formatMaskedMoney(currency, lang);
        const symbolFirst = (text: string, figure: RegExp) => text.indexOf(currency.symbol) < text.search(figure);
        expect(symbolFirst(masked, /\*/), `${lang} ${currency.code}: ${shown} / ${masked}`).toBe(symbolFirst(shown, /\d/));
      }
    }
  });

  it('a currency code Intl does not know: the symbol, then the mask', () => {
    expect(formatMaskedMoney({ code: 'USDT', symbol: '₮', minorUnits: 2 }, 'en')).toBe('₮ ****');
    expect(formatMaskedMoney({ code: 'POINTS', symbol: 'P', minorUnits: 2 }, 'ar')).toBe('\u2067P ****\u2069');
  });
});

describe('numbers', () => {
  it('groups per locale, in Latin digits', () => {
    expect(formatNumber(1_234_567, 'en')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'vi')).toBe('1.234.567');
    expect(formatNumber(1_234_567, 'ar')).toBe('1,234,567');
    expect(formatNumber(1_234_567, 'ru')).toBe('1\u00a0234\u00a0567');
  });

  it('basis points as a percentage with 2 decimals', () => {
    expect(formatBasisPoints(150, 'en')).toBe('1.50%');
    expect(formatBasisPoints(150, 'vi')).toBe('1,50%');
  });
});

describe('dates', () => {
  const at = '2026-11-26T19:30:00Z';

  it('a date and a date-time per language (a given time zone)', () => {
    expect(formatDate(at, 'en', 'UTC')).toBe('Nov 26, 2026');
    expect(formatDate(at, 'zh', 'UTC')).toBe('2026年11月26日');
    expect(formatDate(at, 'th', 'UTC')).toBe('26 พ.ย. 2026'); // Gregorian, not the Buddhist era
    expect(formatDateTime(at, 'en', 'UTC')).toBe('Nov 26, 2026, 7:30 PM');
    expect(formatDateTime(at, 'zh', 'UTC')).toBe('2026年11月26日 19:30');
    expect(formatDateTime(at, 'en', 'Asia/Phnom_Penh')).toBe('Nov 27, 2026, 2:30 AM');
    expect(formatDate(at, 'ar', 'UTC')).toBe(`26${RLM}/11${RLM}/2026`); // Gregorian, Latin digits
    expect(formatDate(at, 'km', 'UTC')).toBe('26 វិច្ឆិកា 2026');
  });

  it('relative times in the largest whole unit', () => {
    expect(formatRelative('2026-11-26T19:27:00Z', 'en', at)).toBe('3 minutes ago');
    expect(formatRelative('2026-11-25T10:00:00Z', 'en', at)).toBe('yesterday');
    expect(formatRelative('2026-11-28T19:30:00Z', 'en', at)).toBe('in 2 days');
    expect(formatRelative('2026-11-26T19:27:00Z', 'zh', at)).toBe('3分钟前');
    expect(formatRelative(at, 'en', at)).toBe('now');
  });

  it("the spec's calendar day, in local time", () => {
    const local = new Date(2026, 0, 5, 23, 59);
    expect(calendarDay(local)).toBe('2026-01-05');
    expect(calendarDay(local, '/')).toBe('2026/01/05');
    expect(calendarMinute(local)).toBe('2026/01/05 23:59');
    expect(calendarMinute(new Date(2026, 10, 6, 7, 5), '-')).toBe('2026-11-06 07:05');
  });
});
