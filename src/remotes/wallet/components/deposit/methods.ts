/** The deposit methods a player picks from: the manual bank transfer and each gateway channel. */
import type { DepositBanksValue, GatewayChannel } from '@contracts/wallet/deposit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type DepositMethod = {
  key: string;
  vendorCode: string;
  kind: 'manual' | 'gateway';
  channel: GatewayChannel;
  title: MessageDescriptor;
};

const MANUAL_TITLE = msg`Bank transfer`;
const CHANNEL_TITLES: Record<GatewayChannel, MessageDescriptor> = {
  BANK: msg`Online banking`,
  ALIPAY: msg`Alipay`,
  QQ: msg`QQ Wallet`,
  WECHAT: msg`WeChat Pay`,
};

/** A deposit's method by name (a channel this site does not know keeps its code). */
export function depositMethodTitle(method: 'manual' | 'gateway', channel: string): MessageDescriptor | null {
  if (method === 'manual') return MANUAL_TITLE;
  return channel in CHANNEL_TITLES ? CHANNEL_TITLES[channel as GatewayChannel] : null;
}

export function depositMethods(value: DepositBanksValue): DepositMethod[] {
  return value.vendors.flatMap((vendor): DepositMethod[] =>
    vendor.method === 'manual'
      ? [
          {
            key: `${vendor.vendorCode}:BANK`,
            vendorCode: vendor.vendorCode,
            kind: 'manual' as const,
            channel: 'BANK' as const,
            title: MANUAL_TITLE,
          },
        ]
      : vendor.channels.map((channel) => ({
          key: `${vendor.vendorCode}:${channel}`,
          vendorCode: vendor.vendorCode,
          kind: 'gateway' as const,
          channel,
          title: CHANNEL_TITLES[channel],
        })),
  );
}
