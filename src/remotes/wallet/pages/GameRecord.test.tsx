/** The betting record names the game, its vendor and its type for the player, never by code. */
import type { BetOrderView } from '@contracts/wallet/records';
import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as zh } from '../locales/zh/messages';
import { mockFetch, renderScreen, reply } from '../test-utils';
import GameRecord from './GameRecord';

const ORDER: BetOrderView = {
  orderId: 7,
  vendorCode: 'PG',
  vendorName: 'PG Soft',
  gameCode: 'PG_S3',
  gameName: 'Lucky Dragon',
  gameType: 'RNG',
  roundId: 'r-7',
  stake: 1_000,
  win: 2_500,
  profit: 1_500,
  status: 'settled',
  cancellable: false,
  createdAt: new Date().toISOString(),
  settledAt: new Date().toISOString(),
};
const page = (list: BetOrderView[]) => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: list.length,
  totalStake: 1_000,
  totalWin: 2_500,
});

describe('GameRecord', () => {
  afterEach(() => {
    act(() => i18n.activate('en'));
  });

  it("shows the game's and the vendor's names and the type's label, in the list and the detail", async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(page([ORDER])));
    renderScreen(<GameRecord />, '/m/gameRecord');
    const row = await screen.findByTestId('order-7');
    expect(within(row).getByTestId('record-game-7').textContent).toBe('Lucky Dragon');
    expect(row.textContent).toContain('PG Soft · Slots');
    expect(row.textContent).not.toMatch(/PG_S3|RNG|\bPG ·/);
    const filter = screen.getByTestId('game-type-filter') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toContain('Card games');
    expect([...filter.options].map((o) => o.textContent)).not.toContain('PVP');
    expect(filter.querySelector('option[value="PVP"]')?.textContent).toBe('Card games');

    fetchMock.mockResolvedValueOnce(
      reply({ ...ORDER, gameName: 'Lucky Dragon', postings: [{ txCode: 'BET', amount: -1_000, createdAt: ORDER.createdAt }] }),
    );
    await userEvent.setup().click(row);
    expect((await screen.findByTestId('record-detail-game')).textContent).toBe('Lucky Dragon');
    expect(screen.getByTestId('record-detail-vendor').textContent).toBe('PG Soft · Slots');
  });

  it("labels the game types in the player's language and loads the names again when the language changes", async () => {
    i18n.load('zh', zh);
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(page([{ ...ORDER, gameType: 'PVP', vendorName: 'V8 Poker', gameName: 'Golden Dragon Tiger' }])));
    fetchMock.mockResolvedValueOnce(reply(page([{ ...ORDER, gameType: 'PVP', vendorName: 'V8 Poker', gameName: '黄金龙虎' }])));
    renderScreen(<GameRecord />, '/m/gameRecord');
    expect((await screen.findByTestId('record-game-7')).textContent).toBe('Golden Dragon Tiger');
    act(() => i18n.activate('zh'));
    await screen.findByText('黄金龙虎');
    expect(screen.getByTestId('order-7').textContent).toContain('V8 Poker · 棋牌游戏');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
