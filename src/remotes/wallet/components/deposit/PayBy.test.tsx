/** "Pay by …": shown for a pending gateway deposit (history and the return page), in the player's language and time format; never for a manual transfer or a decided deposit. */
import { formatDayTime } from '@contracts/format';
import type { DepositView } from '@contracts/wallet/deposit';
import { languageAtom, store } from '@kernel';
import { setupI18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as shellZh } from '../../../../locales/zh/messages';
import { catalogLoaders } from '../../locales/loaders';
import { mockFetch, renderScreen, reply, serve, settleUntil } from '../../test-utils';
import { DepositHistory } from './DepositHistory';
import { GatewayReturn } from './GatewayReturn';

const EXPIRES = '2026-11-20T09:00:00.000Z';
const deposit = (over: Partial<DepositView>): DepositView => ({
  depositId: 1,
  method: 'gateway',
  channel: 'ALIPAY',
  amount: 2_500,
  bonus: 0,
  status: 'pending',
  reference: 'GD1',
  createdAt: '2026-11-20T08:30:00.000Z',
  decidedAt: null,
  note: null,
  expiresAt: EXPIRES,
  ...over,
});
const page = (list: DepositView[]) => ({ list, pageNo: 1, pageSize: 10, totalPages: 1, totalCount: list.length });

describe('Pay by', () => {
  afterEach(() => {
    store.set(languageAtom, 'en');
  });

  it('the history: a pending gateway deposit says until when to pay; a manual transfer and a decided deposit say nothing of it', () => {
    renderScreen(
      <DepositHistory
        list={[
          deposit({ depositId: 3 }),
          deposit({ depositId: 2, method: 'manual', channel: 'BANK', reference: 'MD2', expiresAt: null }),
          deposit({ depositId: 1, status: 'credited', decidedAt: '2026-11-20T08:40:00.000Z' }),
        ]}
      />,
    );
    expect(screen.getByTestId('deposit-pay-by-3').textContent).toBe(` · Pay by ${formatDayTime(EXPIRES, 'en')}`);
    expect(screen.queryByTestId('deposit-pay-by-2')).toBeNull();
    expect(screen.queryByTestId('deposit-pay-by-1')).toBeNull();
  });

  it("in the player's language and its time format (Chinese)", async () => {
    const { messages: wallet } = await catalogLoaders.zh();
    const lingui = setupI18n({ locale: 'zh', messages: { zh: { ...shellZh, ...wallet } } });
    store.set(languageAtom, 'zh');
    renderScreen(<DepositHistory list={[deposit({ depositId: 5 })]} />, undefined, undefined, lingui);
    expect(formatDayTime(EXPIRES, 'zh')).not.toBe(formatDayTime(EXPIRES, 'en'));
    expect(screen.getByTestId('deposit-pay-by-5').textContent).toBe(` · 请在 ${formatDayTime(EXPIRES, 'zh')} 前支付`);
  });

  it('back from the gateway: shown while the deposit is pending, gone once it reads expired', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, { '/wps/deposit/report': reply(page([deposit({ depositId: 7 })])) });
    const { unmount } = renderScreen(<GatewayReturn depositId={7} onDecided={() => {}} />);
    await settleUntil(() => expect(screen.getByTestId('deposit-result-pay-by').textContent).toBe(`Pay by ${formatDayTime(EXPIRES, 'en')}`));
    unmount();

    serve(fetchMock, { '/wps/deposit/report': reply(page([deposit({ depositId: 7, status: 'expired', decidedAt: EXPIRES })])) });
    renderScreen(<GatewayReturn depositId={7} onDecided={() => {}} />);
    await settleUntil(() => expect(screen.getByTestId('deposit-result-ended')).toBeTruthy());
    expect(screen.queryByTestId('deposit-result-pay-by')).toBeNull();
  });
});
