/**
 * The one way to write money, numbers and dates for a player (client and server): Intl with the
 * language's BCP 47 locale (`localeOf`: `tw` → `zh-TW`, `km` → `km-KH`, ...), no locale data to load.
 */
export {
  calendarDay,
  calendarMinute,
  type DateInput,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatRelative,
  formatShortDate,
} from './dates';
export { formatMaskedMoney, formatMoney, type MoneyCurrency } from './money';
export { formatBasisPoints, formatNumber } from './numbers';
