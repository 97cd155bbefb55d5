import { balanceMaskedAtom, languageAtom, STORAGE_KEYS, store, tokenAtom, walletAtom } from '@kernel';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockFetch, renderWithApp, reply, setStatus } from '../account/test-utils';
import { Balance, formatBalance } from './Balance';

const wallets = (sumBalance: number) => ({
  currency: { code: 'USD', symbol: '$', minorUnits: 2 },
  sumBalance,
  availableBalance: sumBalance,
  wallets: [{ walletCode: 'MAIN', type: 'main', balance: sumBalance, transferable: true }],
});

const USD = { code: 'USD', symbol: '$', minorUnits: 2 };
const KHR = { code: 'KHR', symbol: '៛', minorUnits: 0 };

describe('formatBalance', () => {
  it('shows the symbol and the total to 2 decimals (none without minor units), grouped as the language does', () => {
    expect(formatBalance(123_456_789, USD, 'en', false)).toBe('$1,234,567.89');
    expect(formatBalance(123_456_789, KHR, 'en', false)).toBe('៛123,456,789');
    expect(formatBalance(123_456_789, KHR, 'km', false)).toBe('123,456,789៛');
    expect(formatBalance(5, USD, 'en', false)).toBe('$0.05');
  });
  it('masks with asterisks when asked or not loaded', () => {
    expect(formatBalance(100, USD, 'en', true)).toBe('$ ****');
    expect(formatBalance(null, USD, 'en', false)).toBe('$ ****');
    // the symbol stays where the language writes it for the shown amount
    expect(formatBalance(100, KHR, 'km', true)).toBe('**** ៛');
    expect(formatBalance(100, USD, 'ar', true)).toBe('\u2067\u200f****\u00a0$\u2069');
  });
});

describe('Balance widget', () => {
  beforeEach(() => store.set(languageAtom, 'en'));
  afterEach(() => {
    store.set(tokenAtom, null);
    store.set(balanceMaskedAtom, false);
    localStorage.clear();
  });

  it('loads the wallet on mount, masks by choice (kept in storage), masks during refresh and shows the new amount', async () => {
    setStatus({});
    store.set(tokenAtom, 'tok-1');
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValueOnce(reply(wallets(1_250)));
    renderWithApp(<Balance />);
    const amount = screen.getByTestId('header-balance-amount');
    expect(amount.textContent).toBe('$ ****');
    expect(await screen.findByText('$12.50')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/wps/wallets/gcs');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toContain('tok-1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount.textContent).toBe('$ ****');
    expect(localStorage.getItem(STORAGE_KEYS.balanceMasked)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount.textContent).toBe('$12.50');

    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(amount.textContent).toBe('$ ****');
    await act(async () => answer(reply(wallets(99_900))));
    expect(await screen.findByText('$999.00')).toBeTruthy();
    expect(store.get(walletAtom)?.sumBalance).toBe(99_900);
  });

  it('keeps the amount masked after loading when the player chose to mask it', async () => {
    setStatus({});
    store.set(tokenAtom, 'tok-2');
    store.set(balanceMaskedAtom, true);
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(reply(wallets(500)));
    renderWithApp(<Balance />);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByTestId('header-balance-amount').textContent).toBe('$ ****');
  });
});
