/**
 * Whether this server offers deposits through the demo payment gateway: its payment page credits a
 * deposit with nothing paid, so it is a development service (`config.demoGateway`, DEMO_GATEWAY;
 * default on outside production, off in production). Without it the deposit list leaves the gateway
 * out and a gateway deposit is refused before anything is written; the manual deposit keeps working.
 */
import type { DepositBanksValue } from '../../src/contracts/wallet/deposit';
import type { Config } from '../config';
import { ApiError } from '../http/api-error';

export function requireDemoGateway(config: Pick<Config, 'demoGateway'>): void {
  if (!config.demoGateway)
    throw new ApiError('wallet.deposit.channel.unknown', {
      message: 'Deposits through the payment gateway are not available: deposit by bank transfer',
    });
}

/** The deposit vendors this server offers: the gateway's only when it is served. */
export function offeredDepositVendors(config: Pick<Config, 'demoGateway'>, value: DepositBanksValue): DepositBanksValue {
  return config.demoGateway ? value : { ...value, vendors: value.vendors.filter((x) => x.method !== 'gateway') };
}
