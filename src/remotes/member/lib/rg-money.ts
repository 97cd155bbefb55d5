/** Amounts typed on the rg screen → minor units of the brand currency (shown through useFormat). */
import { parseAmount } from '@contracts/wallet/money';

export type RgCurrency = { code: string; minorUnits: number };

export const readMoney = (text: string, c: RgCurrency): number | null => parseAmount(text, c.minorUnits === 0 ? 0 : 2);
