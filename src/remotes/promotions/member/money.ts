/** Amounts in minor units as the brand's currency shows them (symbol, thousands, 2 decimals or none). */
import { formatMinor } from '@contracts/wallet/money';

export type CurrencyView = { symbol: string; minorUnits: number };

export function money(amount: number, c: CurrencyView): string {
  const units = c.minorUnits === 0 ? 0 : 2;
  const [whole = '0', fraction] = formatMinor(amount, units).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${c.symbol} ${grouped}${fraction ? `.${fraction}` : ''}`;
}
