/** Money of the rg screen: minor units ↔ the brand currency's text. */
import { formatMinor, parseAmount } from '@contracts/wallet/money';

export type RgCurrency = { code: string; minorUnits: number };
const units = (c: RgCurrency): 0 | 2 => (c.minorUnits === 0 ? 0 : 2);

export const showMoney = (amount: number, c: RgCurrency): string => `${formatMinor(amount, units(c))} ${c.code}`;
export const readMoney = (text: string, c: RgCurrency): number | null => parseAmount(text, units(c));
