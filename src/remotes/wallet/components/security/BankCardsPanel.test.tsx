/** Bank cards in the security centre: the list, the add form's rules and refusals, removing a card. */
import type { BankCardView } from '@contracts/wallet/withdraw';
import { store, toastsAtom } from '@kernel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, callsTo, mockFetch, renderScreen, reply, serve, toastTexts } from '../../test-utils';
import { BankCardsPanel } from './BankCardsPanel';

const card = (bankCardId: number, over: Partial<BankCardView> = {}): BankCardView => ({
  bankCardId,
  bankCode: 'ABA',
  bankName: 'ABA Bank',
  accountName: 'Alice Tan',
  accountNoMasked: `**** ${String(bankCardId).padStart(4, '0')}`,
  createdAt: '2026-11-20T08:30:00.000Z',
  ...over,
});
const PATH = '/wps/member/bankcards';

async function fillForm(user: ReturnType<typeof userEvent.setup>, fields: { name?: string; no?: string; pin?: string }) {
  if (fields.name !== undefined) await user.type(screen.getByTestId('bank-card-name'), fields.name);
  if (fields.no !== undefined) await user.type(screen.getByTestId('bank-card-number'), fields.no);
  if (fields.pin !== undefined) await user.type(screen.getByTestId('bank-card-pin'), fields.pin);
}

describe('BankCardsPanel', () => {
  afterEach(() => store.set(toastsAtom, []));

  it('lists the cards masked with their holder; none says so', async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply([card(6789), card(1111, { bankName: 'Wing Bank', accountName: 'Bo Lee' })]) });
    const { unmount } = renderScreen(<BankCardsPanel onChanged={() => {}} />, '/m/securityCenter?s=cards');
    const first = await screen.findByTestId('bank-card-6789');
    expect(first.textContent).toContain('ABA Bank **** 6789');
    expect(first.textContent).toContain('Alice Tan');
    expect(screen.getByTestId('bank-card-1111').textContent).toContain('Wing Bank **** 1111');
    unmount();
    serve(fetchMock, { [PATH]: reply([]) });
    renderScreen(<BankCardsPanel onChanged={() => {}} />, '/m/securityCenter?s=cards');
    expect((await screen.findByTestId('bank-cards')).textContent).toBe('No bank card yet');
  });

  it('a failed list says why, with Retry; the add form stays usable', async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply(null, false, 'wallet.trial.refused') });
    renderScreen(<BankCardsPanel onChanged={() => {}} />, '/m/securityCenter?s=cards');
    const error = await screen.findByTestId('bank-cards-error');
    expect(error.textContent).toContain('Please login an actual account to use this function');
    expect(screen.getByTestId('bank-card-form')).toBeTruthy();
    serve(fetchMock, { [PATH]: reply([card(6789)]) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('bank-card-6789')).toBeTruthy();
  });

  it("checks the holder's name, the account number (8 to 24 digits, spaces and dashes allowed) and the withdrawal password before sending", async () => {
    const fetchMock = serve(mockFetch(), { [PATH]: reply([]) });
    renderScreen(<BankCardsPanel onChanged={() => {}} />, '/m/securityCenter?s=cards');
    const user = userEvent.setup();
    await screen.findByTestId('bank-cards');
    await user.click(screen.getByTestId('bank-card-submit'));
    expect(screen.getByTestId('bank-card-name-error').textContent).toBe("Enter the account holder's name");
    expect(screen.getByTestId('bank-card-number-error').textContent).toBe('8 to 24 digits');
    expect(screen.getByTestId('bank-card-pin-error').textContent).toBe('Six digits');
    const number = screen.getByTestId('bank-card-number');
    for (const [typed, error] of [
      ['1234567', '8 to 24 digits'],
      ['12345678', null],
      ['0001 2345-6789', null],
      ['1'.repeat(24), null],
      ['1'.repeat(25), '8 to 24 digits'],
      ['1234 5678 abc', '8 to 24 digits'],
    ] as const) {
      await user.clear(number);
      await user.paste(typed);
      expect(screen.queryByTestId('bank-card-number-error')?.textContent ?? null, typed).toBe(error);
    }
    await fillForm(user, { name: ' A ', pin: '12345' });
    expect(screen.getByTestId('bank-card-name-error').textContent).toBe("Enter the account holder's name");
    expect(screen.getByTestId('bank-card-pin-error').textContent).toBe('Six digits');
    expect(callsTo(fetchMock, PATH).filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it('adds a card: the chosen bank, the trimmed name and the password are sent; the list and the overview reload; the form clears', async () => {
    const fetchMock = mockFetch();
    let cards: BankCardView[] = [];
    serve(fetchMock, {
      [`GET ${PATH}`]: () => reply(cards),
      [`PUT ${PATH}`]: () => {
        cards = [card(6789, { bankCode: 'WING', bankName: 'Wing Bank' })];
        return reply(cards);
      },
    });
    const changed = vi.fn();
    renderScreen(<BankCardsPanel onChanged={changed} />, '/m/securityCenter?s=cards');
    const user = userEvent.setup();
    await screen.findByTestId('bank-cards');
    await user.selectOptions(screen.getByTestId('bank-card-bank'), 'WING');
    await fillForm(user, { name: '  Alice Tan ', no: '0001 2345 6789', pin: '246810' });
    await user.click(screen.getByTestId('bank-card-submit'));
    expect(await screen.findByTestId('bank-card-6789')).toBeTruthy();
    const [put] = callsTo(fetchMock, PATH).filter(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put)).toEqual({ bankCode: 'WING', accountName: 'Alice Tan', accountNo: '0001 2345 6789', fundPassword: '246810' });
    expect(changed).toHaveBeenCalledOnce();
    expect(toastTexts()).toContain('Bank card added');
    for (const id of ['bank-card-name', 'bank-card-number', 'bank-card-pin']) expect(screen.getByTestId(id)).toHaveProperty('value', '');
    expect(screen.queryByTestId('bank-card-name-error')).toBeNull();
  });

  it.each([
    ['wallet.bank.card.exists', 'This bank card is already added'],
    ['wallet.bank.card.limit', 'You can add at most 5 bank cards'],
    ['wallet.fund.password.invalid', 'Wrong withdrawal password'],
    ['wallet.fund.password.not.set', 'Set a withdrawal password first'],
  ])('a refused card (%s) says "%s" and keeps the form', async (code, text) => {
    const fetchMock = mockFetch();
    serve(fetchMock, { [`GET ${PATH}`]: reply([]), [`PUT ${PATH}`]: reply(null, false, code) });
    const changed = vi.fn();
    renderScreen(<BankCardsPanel onChanged={changed} />, '/m/securityCenter?s=cards');
    const user = userEvent.setup();
    await screen.findByTestId('bank-cards');
    await fillForm(user, { name: 'Alice Tan', no: '000123456789', pin: '246810' });
    await user.click(screen.getByTestId('bank-card-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual([text]));
    expect(screen.getByTestId('bank-card-name')).toHaveProperty('value', 'Alice Tan');
    expect(screen.getByTestId('bank-card-number')).toHaveProperty('value', '000123456789');
    expect(screen.getByTestId('bank-card-pin')).toHaveProperty('value', '246810');
    expect(changed).not.toHaveBeenCalled();
    expect(screen.getByTestId('bank-card-submit')).toHaveProperty('disabled', false);
  });

  it('removes a card; a card with a pending withdrawal stays, and says why', async () => {
    const fetchMock = mockFetch();
    let cards = [card(6789), card(1111)];
    serve(fetchMock, {
      [`GET ${PATH}`]: () => reply(cards),
      [`DELETE ${PATH}`]: (query) => {
        if (query.get('bankCardId') === '1111') return reply(null, false, 'wallet.bank.card.in.use');
        cards = cards.filter((c) => String(c.bankCardId) !== query.get('bankCardId'));
        return reply(cards);
      },
    });
    const changed = vi.fn();
    renderScreen(<BankCardsPanel onChanged={changed} />, '/m/securityCenter?s=cards');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('bank-card-remove-6789'));
    await vi.waitFor(() => expect(screen.queryByTestId('bank-card-6789')).toBeNull());
    expect(toastTexts()).toContain('Bank card removed');
    expect(changed).toHaveBeenCalledOnce();

    await user.click(screen.getByTestId('bank-card-remove-1111'));
    await vi.waitFor(() => expect(toastTexts()).toContain('This bank card has a pending withdrawal'));
    expect(screen.getByTestId('bank-card-1111')).toBeTruthy();
    expect(changed).toHaveBeenCalledOnce();
  });

  it('while a card is being added, adding and removing are disabled and a "please wait" shows', async () => {
    const fetchMock = mockFetch();
    let answer: (r: Response) => void = () => {};
    serve(fetchMock, { [`GET ${PATH}`]: reply([card(1111)]), [`PUT ${PATH}`]: () => new Promise<Response>((r) => (answer = r)) });
    renderScreen(<BankCardsPanel onChanged={() => {}} />, '/m/securityCenter?s=cards');
    const user = userEvent.setup();
    await screen.findByTestId('bank-card-1111');
    await fillForm(user, { name: 'Alice Tan', no: '000123456789', pin: '246810' });
    await user.click(screen.getByTestId('bank-card-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('bank-card-submit')).toHaveProperty('disabled', true));
    expect(screen.getByTestId('bank-card-remove-1111')).toHaveProperty('disabled', true);
    expect(store.get(toastsAtom).map((t) => t.kind)).toEqual(['loading']);
    answer(reply([card(1111), card(6789)]));
    await vi.waitFor(() => expect(screen.getByTestId('bank-card-submit')).toHaveProperty('disabled', false));
    expect(screen.getByTestId('bank-card-remove-1111')).toHaveProperty('disabled', false);
  });
});
