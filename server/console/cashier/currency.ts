/** The brand's currency as the console formats amounts (minor units, the brand's own symbol). */
import type { Tenant } from '../../../tenants/schema';

export type ConsoleCurrency = { code: string; symbol: string; minorUnits: number };

export const currencyOf = (tenant: Tenant): ConsoleCurrency => ({
  code: tenant.currency.code,
  symbol: tenant.currency.symbol,
  minorUnits: tenant.currency.minorUnits,
});
