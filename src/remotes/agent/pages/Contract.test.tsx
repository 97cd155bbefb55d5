import { CONTRACT_MIN_ACTIVE_MAX, type ContractView, type Downline } from '@contracts/agent/agent';
import { formatDateTime } from '@contracts/format';
import type { RouteKey } from '@kernel';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contract, downline, page, view } from '../test-fixtures';
import { type Answer, deferred, fakeServer, failure, ok, okResponse, renderScreen, reply, toastTexts } from '../test-utils';
import Contract from './Contract';

const SALARY = '/wps/agent/contract/dailySalary';
const SUB1 = downline('sub1', { isAgent: true, memberType: 1 });
const SUB2 = downline('sub2', { isAgent: true, memberType: 1 });
const PLAYER = downline('player1');

/** Answers the downlines call as the server does: of `team`, the agents when asked, containing the searched text, paged. */
function downlinesOf(team: readonly Downline[]) {
  return reply((url) => {
    const agentsOnly = url.searchParams.get('role') === 'agent';
    const term = url.searchParams.get('username') ?? '';
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const all = team.filter((d) => (!agentsOnly || d.isAgent) && d.username.includes(term));
    const list = all.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return okResponse(page(list, { pageNo, pageSize, totalCount: all.length, totalPages: Math.ceil(all.length / pageSize) }));
  });
}

/** The contract view answers `current()` (read at each call, so a test changes it between loads); the offer form's downlines answer `subs`. */
function serve(current: () => ContractView | Response, more: Record<string, Answer> = {}, subs = [SUB1, PLAYER, SUB2]) {
  const answerView = reply(() => {
    const v = current();
    return v instanceof Response ? v : okResponse(v);
  });
  return fakeServer({
    [SALARY]: answerView,
    '/wps/agent/contract/dividend': answerView,
    '/wps/agent/contract/hourlySalary': answerView,
    '/wps/agent/downlines': downlinesOf(subs),
    ...more,
  });
}

const renderContract = (routeKey: RouteKey = 'salaryContract') =>
  renderScreen(<Contract routeKey={routeKey} />, { path: '/m/member/agent/x' });

describe('Contract: my contract', () => {
  it.each([
    ['salaryContract', 'salary', SALARY, "Paid each day: the rate of your team's turnover that day"],
    [
      'dividendContract',
      'dividend',
      '/wps/agent/contract/dividend',
      "Paid each half month (1st-15th, 16th-end): the rate of your team's net loss in the period",
    ],
    ['hourContract', 'hourly', '/wps/agent/contract/hourlySalary', "Paid each hour: the rate of your team's turnover in that hour"],
  ] as const)('%s asks for the %s contract and explains its basis; none offered says so', async (routeKey, kind, path, basis) => {
    const server = serve(() => view({ kind }));
    renderContract(routeKey);
    expect((await screen.findByTestId('contract-none')).textContent).toBe('No contract offered to you');
    expect(screen.getByTestId(`contract-${kind}`).textContent).toContain(basis);
    expect(server.calls(path).map((c) => c.query.get('moduleId'))).toEqual(['COMM3']);
    expect(screen.queryByTestId('contract-payments')).toBeNull();
    expect(screen.queryByTestId('contract-offered')).toBeNull();
  });

  it('shows a skeleton until the contract arrives', async () => {
    const held = deferred<Response>();
    serve(() => view(), { [SALARY]: reply(() => held.promise) });
    renderContract();
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(screen.queryByTestId('contract-mine')).toBeNull();
    held.resolve(okResponse(view({ mine: contract() })));
    expect((await screen.findByTestId('contract-mine-status')).textContent).toBe('Waiting for an answer');
    // the offer form's sub-agents load after the contract, with their own skeleton
    await vi.waitFor(() => expect(screen.queryByTestId('skeleton')).toBeNull());
  });

  it('shows a pending offer with its terms; accepting sends the answer, says so and shows it active', async () => {
    let mine = contract({ status: 'pending' });
    const server = serve(() => view({ mine }), {
      '/wps/agent/contract/respond': reply(() => {
        mine = { ...mine, status: 'active', respondedAt: '2026-11-21T10:00:00.000Z' };
        return okResponse(mine);
      }),
    });
    renderContract();
    const card = await screen.findByTestId('contract-mine');
    expect(card.textContent).toContain('Fromboss1');
    expect(screen.getByTestId('contract-mine-rate').textContent).toBe('1.50%');
    expect(card.textContent).toContain('Minimum active players3');
    expect(card.textContent).toContain(`Offered${formatDateTime('2026-11-20T09:30:00.000Z', 'en')}`);
    expect(screen.getByTestId('contract-mine-status').textContent).toBe('Waiting for an answer');
    await userEvent.click(screen.getByTestId('contract-accept'));
    await vi.waitFor(() => expect(screen.getByTestId('contract-mine-status').textContent).toBe('Active'));
    expect(server.calls('/wps/agent/contract/respond').map((c) => c.body)).toEqual([{ id: 41, accept: true }]);
    expect(toastTexts()).toEqual(['Contract accepted']);
    expect(screen.queryByTestId('contract-accept')).toBeNull();
    expect(screen.queryByTestId('contract-refuse')).toBeNull();
  });

  it('refusing sends the refusal and shows the contract refused', async () => {
    let mine = contract({ id: 7 });
    const server = serve(() => view({ mine }), {
      '/wps/agent/contract/respond': reply(() => {
        mine = { ...mine, status: 'refused' };
        return okResponse(mine);
      }),
    });
    renderContract();
    await userEvent.click(await screen.findByTestId('contract-refuse'));
    await vi.waitFor(() => expect(screen.getByTestId('contract-mine-status').textContent).toBe('Refused'));
    expect(server.calls('/wps/agent/contract/respond').map((c) => c.body)).toEqual([{ id: 7, accept: false }]);
    expect(toastTexts()).toEqual(['Contract refused']);
  });

  it.each([
    ['agent.contract.decided', 'This contract request was already answered'],
    ['agent.contract.not.found', 'No such contract'],
  ])('an answer refused with %s says why and leaves the choice on screen', async (code, text) => {
    serve(() => view({ mine: contract() }), { '/wps/agent/contract/respond': reply(() => failure(code, 409)) });
    renderContract();
    await userEvent.click(await screen.findByTestId('contract-accept'));
    expect((await within(screen.getByTestId('contract-mine')).findByRole('alert')).textContent).toBe(text);
    expect(screen.getByTestId('contract-accept')).toBeTruthy();
    expect(screen.getByTestId('contract-mine-status').textContent).toBe('Waiting for an answer');
    expect(toastTexts()).toEqual([]);
  });

  it('sends one answer however often it is tapped while the first is on its way', async () => {
    const held = deferred<Response>();
    const server = serve(() => view({ mine: contract() }), { '/wps/agent/contract/respond': reply(() => held.promise) });
    renderContract();
    const accept = await screen.findByTestId('contract-accept');
    await userEvent.click(accept);
    await userEvent.click(accept);
    await userEvent.click(screen.getByTestId('contract-refuse'));
    held.resolve(okResponse(contract({ status: 'active' })));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Contract accepted']));
    expect(server.calls('/wps/agent/contract/respond').map((c) => c.body)).toEqual([{ id: 41, accept: true }]);
  });

  it('an active or ended contract offers no answer', async () => {
    serve(() => view({ mine: contract({ status: 'ended' }) }));
    renderContract();
    expect((await screen.findByTestId('contract-mine-status')).textContent).toBe('Ended');
    expect(screen.queryByTestId('contract-accept')).toBeNull();
  });

  it('lists the payments in money and the contracts I offered with their terms', async () => {
    const payment = { periodStart: '2026-11-24T00:00:00.000Z', periodEnd: '2026-11-25T00:00:00.000Z', base: 100_000, activePlayers: 5 };
    serve(() =>
      view({
        mine: contract({ status: 'active' }),
        payments: [{ ...payment, amount: 1_500 }],
        offered: [contract({ id: 50, upline: 'agent007', downline: 'sub1', rate: 2500, status: 'active' })],
      }),
    );
    renderContract();
    const payments = await screen.findByTestId('contract-payments');
    expect(payments.textContent).toContain(formatDateTime(payment.periodStart, 'en'));
    expect(payments.textContent).toContain('$15.00');
    expect(payments.textContent).toContain('Base $1,000.00 · active players 5');
    expect(screen.getByTestId('contract-offered-sub1-rate').textContent).toBe('25.00%');
    expect(screen.getByTestId('contract-offered-sub1-status').textContent).toBe('Active');
  });

  it("shows the server's error with Retry when the contract cannot load, and the contract after retrying", async () => {
    let answer: ContractView | Response = failure('agent.not.agent', 403);
    serve(() => answer);
    renderContract();
    const error = await screen.findByTestId('contract-error');
    expect(error.textContent).toContain('This is for agent accounts only');
    answer = view({ mine: contract() });
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('contract-mine-status')).textContent).toBe('Waiting for an answer');
  });
});

describe('Contract: offering one to a direct sub-agent', () => {
  const RULE = 'Choose a sub-agent, a rate from 0.01% to 50% and a whole number of players';

  async function fill(username: string, rate: string, minActive: string) {
    const offer = await screen.findByTestId('contract-offer');
    const select = within(offer).getByTestId('contract-offer-username') as HTMLSelectElement;
    await vi.waitFor(() => expect(select.options.length).toBeGreaterThan(1));
    if (username) await userEvent.selectOptions(select, username);
    // typed values arrive whole (change events): the form reads the field's text, not each key
    fireEvent.change(within(offer).getByTestId('contract-offer-min'), { target: { value: minActive } });
    fireEvent.change(within(offer).getByTestId('contract-offer-rate'), { target: { value: rate } });
    await userEvent.click(within(offer).getByTestId('contract-offer-submit'));
  }

  it('offers my direct sub-agents, asked of the server as direct agents', async () => {
    const server = serve(() => view());
    renderContract();
    const select = (await screen.findByTestId('contract-offer-username')) as HTMLSelectElement;
    await vi.waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', 'sub1', 'sub2']));
    const queries = server.calls('/wps/agent/downlines').map((c) => Object.fromEntries(c.query));
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) expect(q).toMatchObject({ scope: 'direct', role: 'agent', pageNo: '1', username: '' });
  });

  it('finds a sub-agent among any number of them by a search as you type, with pages, and offers the contract to it', async () => {
    const many = Array.from({ length: 130 }, (_, i) => downline(`sa${String(i + 1).padStart(3, '0')}`, { isAgent: true, memberType: 1 }));
    const server = serve(() => view(), { '/wps/agent/contract/offer': ok(contract()) }, many);
    renderContract();
    const select = (await screen.findByTestId('contract-offer-username')) as HTMLSelectElement;
    await vi.waitFor(() => expect(select.options).toHaveLength(21));
    expect(screen.getByTestId('contract-offer-picker').textContent).toContain('1 / 7');
    await userEvent.click(screen.getByTestId('contract-offer-picker-next'));
    await vi.waitFor(() => expect(select.options[1]?.value).toBe('sa021'));
    await userEvent.type(screen.getByTestId('contract-offer-picker-search'), 'sa12');
    await vi.waitFor(() => expect([...select.options].map((o) => o.value)).toEqual(['', ...many.slice(119, 129).map((d) => d.username)]));
    await userEvent.selectOptions(select, 'sa127');
    fireEvent.change(screen.getByTestId('contract-offer-rate'), { target: { value: '2' } });
    await userEvent.click(screen.getByTestId('contract-offer-submit'));
    await vi.waitFor(() =>
      expect(server.calls('/wps/agent/contract/offer').map((c) => c.body)).toEqual([
        { kind: 'salary', username: 'sa127', rate: 200, minActive: 0 },
      ]),
    );
  });

  it('says when no sub-agent matches the search', async () => {
    serve(() => view());
    renderContract();
    await userEvent.type(await screen.findByTestId('contract-offer-picker-search'), 'zed');
    expect((await screen.findByTestId('contract-offer-picker-none')).textContent).toBe('No agent matches “zed”');
  });

  it('says so when I have no direct sub-agent', async () => {
    serve(() => view(), {}, [PLAYER]);
    renderContract();
    expect(await screen.findByText('You have no direct sub-agent to offer a contract to')).toBeTruthy();
    expect(screen.queryByTestId('contract-offer')).toBeNull();
  });

  it.each([
    ['', '1', '0', 'no sub-agent'],
    ['sub1', '', '0', 'no rate'],
    ['sub1', '0', '0', 'a rate of 0'],
    ['sub1', '50.01', '0', 'a rate above 50 %'],
    ['sub1', 'abc', '0', 'a rate that is no number'],
    ['sub1', '1.005', '0', 'a rate finer than 0.01 %'],
    ['sub1', '1', '1.5', 'a part of a player'],
    ['sub1', '1', '-1', 'a negative number of players'],
    ['sub1', '1', '', 'no number of players'],
  ])('refuses %s / %s / %s (%s) with the rule, sending nothing', async (username, rate, minActive) => {
    const server = serve(() => view(), { '/wps/agent/contract/offer': ok(contract()) });
    renderContract();
    await fill(username, rate, minActive);
    expect(screen.getByTestId('contract-offer-error').textContent).toBe(RULE);
    expect(server.calls('/wps/agent/contract/offer')).toEqual([]);
  });

  it('refuses more active players than a contract may require, naming the limit, sending nothing', async () => {
    const server = serve(() => view(), { '/wps/agent/contract/offer': ok(contract()) });
    renderContract();
    await fill('sub1', '1', String(CONTRACT_MIN_ACTIVE_MAX + 1));
    expect(screen.getByTestId('contract-offer-error').textContent).toBe('A contract can require at most 1,000 active players');
    expect(server.calls('/wps/agent/contract/offer')).toEqual([]);
  });

  it('offers the most active players a contract may require', async () => {
    const server = serve(() => view(), { '/wps/agent/contract/offer': ok(contract()) });
    renderContract();
    await fill('sub1', '1', String(CONTRACT_MIN_ACTIVE_MAX));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Contract offered']));
    expect(server.calls('/wps/agent/contract/offer').map((c) => c.body)).toEqual([
      { kind: 'salary', username: 'sub1', rate: 100, minActive: CONTRACT_MIN_ACTIVE_MAX },
    ]);
  });

  it.each([
    ['0.01', 1],
    ['2.5', 250],
    ['50', 5000],
  ])('offers a rate of %s per cent as %i basis points, says so, clears the rate and reloads', async (rate, bp) => {
    const server = serve(() => view({ kind: 'dividend' }), { '/wps/agent/contract/offer': ok(contract({ kind: 'dividend' })) });
    renderContract('dividendContract');
    await fill('sub2', rate, '4');
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Contract offered']));
    expect(server.calls('/wps/agent/contract/offer').map((c) => c.body)).toEqual([
      { kind: 'dividend', username: 'sub2', rate: bp, minActive: 4 },
    ]);
    expect((screen.getByTestId('contract-offer-rate') as HTMLInputElement).value).toBe('');
    await vi.waitFor(() => expect(server.calls('/wps/agent/contract/dividend')).toHaveLength(2));
    expect(screen.queryByTestId('contract-offer-error')).toBeNull();
  });

  it('sends one offer however often Send is tapped while it is on its way', async () => {
    const held = deferred<Response>();
    const server = serve(() => view(), { '/wps/agent/contract/offer': reply(() => held.promise) });
    renderContract();
    await fill('sub1', '3', '2');
    await userEvent.click(screen.getByTestId('contract-offer-submit'));
    held.resolve(okResponse(contract()));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Contract offered']));
    expect(server.calls('/wps/agent/contract/offer')).toHaveLength(1);
  });

  it.each([
    ['agent.contract.exists', 'This downline already has a pending or active contract of this kind'],
    ['agent.contract.not.direct', 'Contracts are offered only to your direct sub-agents'],
    ['agent.downline.not.found', 'No such member in your team'],
  ])('an offer refused with %s says why and keeps the form as filled', async (code, text) => {
    serve(() => view(), { '/wps/agent/contract/offer': reply(() => failure(code, 409)) });
    renderContract();
    await fill('sub1', '3', '2');
    expect((await screen.findByTestId('contract-offer-error')).textContent).toBe(text);
    expect((screen.getByTestId('contract-offer-username') as HTMLSelectElement).value).toBe('sub1');
    expect((screen.getByTestId('contract-offer-rate') as HTMLInputElement).value).toBe('3');
    expect((screen.getByTestId('contract-offer-min') as HTMLInputElement).value).toBe('2');
    expect((screen.getByTestId('contract-offer-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(toastTexts()).toEqual([]);
  });
});
