import type { Downline } from '@contracts/agent/agent';
import { ERROR_CODES } from '@contracts/error-codes';
import { formatDate } from '@contracts/format';
import type { Page } from '@contracts/wallet/paging';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detail, downline, HOME, ME, page, QUOTAS, REBATE_SETTINGS } from '../test-fixtures';
import { type Answer, deferred, fakeServer, failure, ok, okResponse, renderScreen, reply, toastTexts } from '../test-utils';
import { SEARCH_DELAY_MS } from '../components/AgentSearch';
import Downlines from './Downlines';

const LIST = '/wps/agent/downlines';
const ALICE = downline('alice', { joinedAt: '2026-10-05T08:00:00.000Z' });
const BOB = downline('bob', { isAgent: true, memberType: 1, rebate: 150, teamSize: 3 });
const CAROL = downline('carol', { isAgent: true, memberType: 1, depth: 2, upline: 'bob', rebate: 100 });
const DAVE = downline('dave');

const TARGETS = '/wps/agent/moveTargets';

/**
 * Answers the move targets as the server does: the agents of `team` not moving, containing the
 * searched text, in pages of the asked size.
 */
function targetsOf(team: readonly Downline[]) {
  return reply((url) => {
    const moving = (url.searchParams.get('moving') ?? '').split(',');
    const term = url.searchParams.get('username') ?? '';
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const all = team.filter((d) => d.isAgent && !moving.includes(d.username) && d.username.includes(term));
    return okResponse(
      page(all.slice((pageNo - 1) * pageSize, pageNo * pageSize), {
        pageNo,
        pageSize,
        totalCount: all.length,
        totalPages: Math.ceil(all.length / pageSize),
      }),
    );
  });
}

/** The list answers `list(url)`; the move form's targets come from the agents of ALICE, BOB, CAROL, DAVE. */
function serve(list: (url: URL) => Response | Promise<Response> = () => okResponse(page([ALICE, BOB])), more: Record<string, Answer> = {}) {
  return fakeServer({
    [LIST]: reply(list),
    [TARGETS]: targetsOf([ALICE, BOB, CAROL, DAVE]),
    '/wps/agent/rebateSettings': ok(REBATE_SETTINGS),
    '/wps/agent/quotas': ok(QUOTAS),
    '/wps/agent/home': ok(HOME),
    ...more,
  });
}

const listQueries = (server: ReturnType<typeof serve>) => server.calls(LIST).map((c) => Object.fromEntries(c.query));
const targetQueries = (server: ReturnType<typeof serve>) => server.calls(TARGETS).map((c) => Object.fromEntries(c.query));
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

const renderDownlines = () => renderScreen(<Downlines />, { path: '/m/agent/downlines' });

/** Opens a downline's details and waits for its rebate form. */
async function openDetail(username: string) {
  await userEvent.click(await screen.findByTestId(`downline-open-${username}`));
  return screen.findByTestId('downline-rebate-input');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Downlines: the list', () => {
  it('lists the direct downlines with rebate, team and join date through the format module, and the quota beside my rebate', async () => {
    const server = serve();
    renderDownlines();
    const alice = await screen.findByTestId('downline-alice');
    expect(alice.textContent).toContain('Player');
    expect(alice.textContent).toContain(`Rebate 0.00% · team 0 · joined ${formatDate(ALICE.joinedAt, 'en')}`);
    expect(formatDate(ALICE.joinedAt, 'en')).toBe('Oct 5, 2026');
    const bob = screen.getByTestId('downline-bob');
    expect(bob.textContent).toContain('Agent');
    expect(bob.textContent).toContain('Rebate 1.50% · team 3');
    expect((await screen.findByTestId('downlines-quota')).textContent).toBe('Sub-agent quota: 3 used of 10 · My rebate 2.00%');
    expect(listQueries(server)).toEqual([{ moduleId: 'AGEDOWNMAN3', pageNo: '1', pageSize: '20', username: '', scope: 'direct' }]);
  });

  it('shows a skeleton until the list arrives', async () => {
    const held = deferred<Response>();
    serve(() => held.promise);
    renderDownlines();
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(screen.queryByTestId('downlines-list')).toBeNull();
    held.resolve(okResponse(page([ALICE])));
    expect(await screen.findByTestId('downline-alice')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('says "No data" when there is no downline', async () => {
    serve(() => okResponse(page([])));
    renderDownlines();
    expect((await screen.findByTestId('downlines-empty')).textContent).toBe('No data');
    expect(screen.queryByTestId('downlines-list')).toBeNull();
  });

  it("shows the server's error for the code with Retry, and the list once a retry works", async () => {
    let fail = true;
    serve(() => (fail ? failure('agent.not.agent', 403) : okResponse(page([ALICE]))));
    renderDownlines();
    const error = await screen.findByTestId('downlines-error');
    expect(error.textContent).toContain('This is for agent accounts only');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('downline-alice')).toBeTruthy();
    expect(screen.queryByTestId('downlines-error')).toBeNull();
  });

  it('says "no internet" when the call cannot reach the server', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    renderDownlines();
    expect((await screen.findByTestId('downlines-error')).textContent).toContain(
      'No internet connection or the connection is slow. Please try again.',
    );
  });

  it('pages through the list, and a change of scope starts again at page 1 of the whole team', async () => {
    const server = serve((url) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      return okResponse(page([downline(`member${pageNo}`)], { pageNo, totalPages: 3, totalCount: 41 }));
    });
    renderDownlines();
    await screen.findByTestId('downline-member1');
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(previous.disabled).toBe(true);
    await userEvent.click(next);
    expect(await screen.findByTestId('downline-member2')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(previous.disabled).toBe(false);
    await userEvent.click(next);
    await screen.findByTestId('downline-member3');
    expect(next.disabled).toBe(true);
    await userEvent.click(screen.getByTestId('downlines-scope-team'));
    expect(await screen.findByTestId('downline-member1')).toBeTruthy();
    expect(screen.getByTestId('downlines-scope-team').getAttribute('aria-selected')).toBe('true');
    expect(listQueries(server).map((q) => [q.pageNo, q.scope])).toEqual([
      ['1', 'direct'],
      ['2', 'direct'],
      ['3', 'direct'],
      ['1', 'team'],
    ]);
  });

  it('a page that fails to load shows its error with Retry above the page shown before; Retry brings it', async () => {
    let failing = true;
    serve((url) => {
      const pageNo = Number(url.searchParams.get('pageNo'));
      if (pageNo === 2 && failing) return Promise.reject(new TypeError('Failed to fetch'));
      return okResponse(page([downline(`member${pageNo}`)], { pageNo, totalPages: 2, totalCount: 21 }));
    });
    renderDownlines();
    await screen.findByTestId('downline-member1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const error = await screen.findByTestId('downlines-error');
    expect(error.textContent).toContain('No internet connection or the connection is slow. Please try again.');
    expect(screen.getByTestId('downline-member1')).toBeTruthy();
    failing = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('downline-member2')).toBeTruthy();
    expect(screen.queryByTestId('downlines-error')).toBeNull();
    expect(screen.queryByTestId('downline-member1')).toBeNull();
  });

  it('searches half a second after the last key, trimmed, from page 1', async () => {
    const server = serve((url) => {
      const term = url.searchParams.get('username') ?? '';
      return okResponse(page([ALICE, BOB].filter((d) => d.username.includes(term))));
    });
    renderDownlines();
    await screen.findByTestId('downline-bob');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByTestId('downlines-search');
    fireEvent.change(search, { target: { value: ' al' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(search, { target: { value: ' ali ' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(listQueries(server).map((q) => q.username)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByTestId('downline-bob')).toBeNull());
    expect(screen.getByTestId('downline-alice')).toBeTruthy();
    expect(listQueries(server).map((q) => [q.username, q.pageNo])).toEqual([
      ['', '1'],
      ['ali', '1'],
    ]);
  });
});

describe('Downlines: a downline and its rebate', () => {
  const detailOf = (url: URL) => {
    const d = [ALICE, BOB, CAROL].find((x) => x.username === url.searchParams.get('username'));
    return d ? okResponse(detail(d, { turnover: 123_456, deposits: 50_000 })) : failure('agent.downline.not.found', 404);
  };

  it('shows the month in money and the rebate form of a direct downline, prefilled, with my limit', async () => {
    const server = serve(undefined, { '/wps/agent/downline': reply(detailOf) });
    renderDownlines();
    const input = (await openDetail('bob')) as HTMLInputElement;
    expect(input.value).toBe('1.50');
    expect(screen.getByTestId('downline-detail-turnover').textContent).toBe('$1,234.56');
    expect(screen.getByTestId('downline-detail').textContent).toContain('Deposits this month$500.00');
    expect(screen.getByTestId('downline-detail').textContent).toContain('Rebate (%), at most 2.00%');
    expect(server.calls('/wps/agent/downline').map((c) => c.query.get('username'))).toEqual(['bob']);
    await userEvent.click(screen.getByTestId('downline-open-bob'));
    expect(screen.queryByTestId('downline-detail')).toBeNull();
  });

  it('without my rebate settings the form says why, with Retry, instead of a limit of 0 %', async () => {
    let fail = true;
    serve(undefined, {
      '/wps/agent/downline': reply(detailOf),
      '/wps/agent/rebateSettings': reply(() => (fail ? failure(ERROR_CODES.noPermission, 403) : okResponse(REBATE_SETTINGS))),
    });
    renderDownlines();
    await userEvent.click(await screen.findByTestId('downline-open-bob'));
    const error = await screen.findByTestId('downline-rebate-settings-error');
    expect(error.textContent).toContain('No permission, or this feature is unavailable');
    expect(screen.queryByTestId('downline-rebate-input')).toBeNull();
    expect(screen.getByTestId('downlines-quota').textContent).toBe('Sub-agent quota: 3 used of 10');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(((await screen.findByTestId('downline-rebate-input')) as HTMLInputElement).value).toBe('1.50');
    expect(screen.getByTestId('downline-detail').textContent).toContain('Rebate (%), at most 2.00%');
  });

  it('has no rebate form for a member below a sub-agent (only direct downlines get one)', async () => {
    serve(() => okResponse(page([CAROL])), { '/wps/agent/downline': reply(detailOf) });
    renderDownlines();
    await userEvent.click(await screen.findByTestId('downline-open-carol'));
    await screen.findByTestId('downline-detail');
    expect(screen.queryByTestId('downline-rebate-input')).toBeNull();
  });

  it.each([
    ['1.55', 'not a step of 0.10 %'],
    ['-0.10', 'negative'],
    ['abc', 'not a number'],
    ['', 'empty'],
  ])('refuses %s (%s) with the rule, sending nothing', async (typed) => {
    const server = serve(undefined, { '/wps/agent/downline': reply(detailOf), '/wps/agent/updateDownlineRebates': ok({ list: [] }) });
    renderDownlines();
    const input = await openDetail('bob');
    await userEvent.clear(input);
    if (typed) await userEvent.type(input, typed);
    await userEvent.click(screen.getByTestId('downline-rebate-save'));
    expect(screen.getByTestId('downline-rebate-error').textContent).toBe('Enter a rebate in steps of 0.10%');
    expect(server.calls('/wps/agent/updateDownlineRebates')).toEqual([]);
  });

  it('saves a rebate in basis points, says so, and reloads the list and the quota', async () => {
    const server = serve(undefined, {
      '/wps/agent/downline': reply(detailOf),
      '/wps/agent/updateDownlineRebates': ok({ list: [{ ...BOB, rebate: 120 }] }),
    });
    renderDownlines();
    const input = await openDetail('bob');
    await vi.waitFor(() => expect(server.calls('/wps/agent/quotas')).toHaveLength(1));
    await userEvent.clear(input);
    await userEvent.type(input, '1.2');
    await userEvent.click(screen.getByTestId('downline-rebate-save'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Saved']));
    expect(server.calls('/wps/agent/updateDownlineRebates').map((c) => c.body)).toEqual([{ list: [{ username: 'bob', rebate: 120 }] }]);
    await vi.waitFor(() => expect(server.calls('/wps/agent/quotas')).toHaveLength(2));
    expect(listQueries(server)).toHaveLength(2);
    expect(server.calls('/wps/agent/downline')).toHaveLength(2);
    expect(screen.queryByTestId('downline-rebate-error')).toBeNull();
  });

  it('sends one rebate however often Save is tapped while it is on its way', async () => {
    const held = deferred<Response>();
    const server = serve(undefined, {
      '/wps/agent/downline': ok(detail(BOB)),
      '/wps/agent/updateDownlineRebates': reply(() => held.promise),
    });
    renderDownlines();
    await openDetail('bob');
    const save = screen.getByTestId('downline-rebate-save');
    await userEvent.click(save);
    await userEvent.click(save);
    held.resolve(okResponse({ list: [BOB] }));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Saved']));
    expect(server.calls('/wps/agent/updateDownlineRebates')).toHaveLength(1);
  });

  it.each([
    ['agent.rebate.above.own', 'A downline rebate cannot be above your own rebate'],
    ['agent.rebate.below.team', 'This rebate is below what the downline already gave its own team'],
    ['agent.quota.exceeded', 'No quota left to open another sub-agent'],
    ['agent.downline.not.found', 'No such member in your team'],
  ])('on %s says why and keeps what was typed', async (code, text) => {
    serve(undefined, { '/wps/agent/downline': reply(detailOf), '/wps/agent/updateDownlineRebates': reply(() => failure(code, 400)) });
    renderDownlines();
    const input = (await openDetail('alice')) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '1.9');
    await userEvent.click(screen.getByTestId('downline-rebate-save'));
    expect((await screen.findByTestId('downline-rebate-error')).textContent).toBe(text);
    expect(input.value).toBe('1.9');
    expect((screen.getByTestId('downline-rebate-save') as HTMLButtonElement).disabled).toBe(false);
    expect(toastTexts()).toEqual([]);
  });
});

describe('Downlines: moving downlines', () => {
  const moved = (list: Downline[]): Page<Downline> => page(list);

  it('moves one selected downline under an agent of my team, says so, clears the selection and reloads', async () => {
    const server = serve(undefined, { '/wps/agent/transferDownline': ok(moved([ALICE])) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const move = screen.getByTestId('downlines-move');
    expect(move.textContent).toContain('Move 1 selected');
    const target = within(move).getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, 'bob', 'carol']));
    expect(targetQueries(server)).toEqual([{ moduleId: 'AGEDOWNMAN3', pageNo: '1', pageSize: '20', username: '', moving: 'alice' }]);
    await userEvent.selectOptions(target, 'carol');
    await userEvent.click(screen.getByTestId('downlines-move-submit'));
    await vi.waitFor(() => expect(screen.queryByTestId('downlines-move')).toBeNull());
    expect(server.calls('/wps/agent/transferDownline').map((c) => c.body)).toEqual([{ username: 'alice', target: 'carol' }]);
    expect(toastTexts()).toEqual(['Saved']);
    expect(listQueries(server)).toHaveLength(2);
  });

  it('moves several at once to myself by default; a selected agent is no target', async () => {
    const server = serve(() => okResponse(page([ALICE, BOB, DAVE])), { '/wps/agent/transferMultipleDownline': ok(moved([ALICE, BOB])) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, 'carol']));
    expect(targetQueries(server).at(-1)?.moving).toBe('alice,bob');
    expect(screen.getByTestId('downlines-move').textContent).toContain('Move 2 selected');
    await userEvent.click(screen.getByTestId('downlines-move-submit'));
    await vi.waitFor(() => expect(server.calls('/wps/agent/transferMultipleDownline')).toHaveLength(1));
    expect(server.calls('/wps/agent/transferMultipleDownline')[0]?.body).toEqual({ usernames: ['alice', 'bob'], target: ME });
    expect(server.calls('/wps/agent/transferDownline')).toEqual([]);
  });

  it('sends one move however often Move is tapped while it is on its way', async () => {
    const held = deferred<Response>();
    const server = serve(undefined, { '/wps/agent/transferDownline': reply(() => held.promise) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const submit = screen.getByTestId('downlines-move-submit');
    await userEvent.click(submit);
    await userEvent.click(submit);
    held.resolve(okResponse(page([ALICE])));
    await vi.waitFor(() => expect(screen.queryByTestId('downlines-move')).toBeNull());
    expect(server.calls('/wps/agent/transferDownline')).toHaveLength(1);
  });

  it('without my own profile (its call failed) a move waits for an upline to be chosen instead of sending none', async () => {
    const server = serve(undefined, {
      '/wps/agent/home': reply(() => failure('agent.not.agent', 403)),
      '/wps/agent/transferDownline': ok(page([ALICE])),
    });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    await vi.waitFor(() => expect(server.calls('/wps/agent/home')).toHaveLength(1));
    const submit = screen.getByTestId('downlines-move-submit') as HTMLButtonElement;
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(target.options).toHaveLength(3));
    expect(submit.disabled).toBe(true);
    await userEvent.selectOptions(target, 'bob');
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);
    await vi.waitFor(() =>
      expect(server.calls('/wps/agent/transferDownline').map((c) => c.body)).toEqual([{ username: 'alice', target: 'bob' }]),
    );
  });

  it.each([
    ['agent.transfer.cycle', 'An agent cannot be moved under its own team'],
    ['agent.transfer.target.invalid', 'Move downlines only to yourself or to an agent of your team'],
  ])('on %s says why and keeps the selection and the chosen upline', async (code, text) => {
    serve(undefined, { '/wps/agent/transferDownline': reply(() => failure(code, 400)) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select bob' }));
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(target.options).toHaveLength(2));
    await userEvent.selectOptions(target, 'carol');
    await userEvent.click(screen.getByTestId('downlines-move-submit'));
    expect((await within(screen.getByTestId('downlines-move')).findByRole('alert')).textContent).toBe(text);
    expect((screen.getByRole('checkbox', { name: 'Select bob' }) as HTMLInputElement).checked).toBe(true);
    expect(target.value).toBe('carol');
    expect(toastTexts()).toEqual([]);
  });

  it('finds an agent of a team of any size by a search as you type, and moves under it', async () => {
    const many = Array.from({ length: 150 }, (_, i) => downline(`ag${String(i + 1).padStart(3, '0')}`, { isAgent: true, memberType: 1 }));
    const server = serve(undefined, { [TARGETS]: targetsOf(many), '/wps/agent/transferDownline': ok(page([ALICE])) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(target.options).toHaveLength(21));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByTestId('upline-picker-search');
    fireEvent.change(search, { target: { value: 'ag1' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(search, { target: { value: ' ag14 ' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(targetQueries(server).map((q) => q.username)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, ...many.slice(139, 149).map((d) => d.username)]));
    expect(targetQueries(server).map((q) => [q.username, q.pageNo])).toEqual([
      ['', '1'],
      ['ag14', '1'],
    ]);
    await userEvent.selectOptions(target, 'ag149');
    await userEvent.click(screen.getByTestId('downlines-move-submit'));
    await vi.waitFor(() =>
      expect(server.calls('/wps/agent/transferDownline').map((c) => c.body)).toEqual([{ username: 'alice', target: 'ag149' }]),
    );
  });

  it('pages through the targets; a new search starts again at page 1', async () => {
    const many = Array.from({ length: 45 }, (_, i) => downline(`ag${String(i + 1).padStart(3, '0')}`, { isAgent: true, memberType: 1 }));
    const server = serve(undefined, { [TARGETS]: targetsOf(many) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    const previous = (await screen.findByTestId('upline-picker-previous')) as HTMLButtonElement;
    const next = screen.getByTestId('upline-picker-next') as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(screen.getByTestId('upline-picker').textContent).toContain('1 / 3');
    await userEvent.click(next);
    await userEvent.click(next);
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, ...many.slice(40).map((d) => d.username)]));
    expect(next.disabled).toBe(true);
    await userEvent.click(previous);
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, ...many.slice(20, 40).map((d) => d.username)]));
    await userEvent.type(screen.getByTestId('upline-picker-search'), 'ag00');
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, ...many.slice(0, 9).map((d) => d.username)]));
    expect(targetQueries(server).map((q) => [q.username, q.pageNo])).toEqual([
      ['', '1'],
      ['', '2'],
      ['', '3'],
      ['', '2'],
      ['ag00', '1'],
    ]);
  });

  it('keeps the chosen upline when a new search does not list it', async () => {
    serve();
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, 'bob', 'carol']));
    await userEvent.selectOptions(target, 'carol');
    await userEvent.type(screen.getByTestId('upline-picker-search'), 'bo');
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, 'carol', 'bob']));
    expect(target.value).toBe('carol');
  });

  it('says when no agent matches the search, and when none can take the selection', async () => {
    serve(undefined, { [TARGETS]: targetsOf([BOB]) });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    await userEvent.type(screen.getByTestId('upline-picker-search'), 'zed');
    expect((await screen.findByTestId('upline-picker-none')).textContent).toBe('No agent matches “zed”');
    await userEvent.clear(screen.getByTestId('upline-picker-search'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('upline-picker-none').textContent).toBe('No agent of your team can take the selected members'),
    );
    expect(optionsOf(screen.getByTestId('downlines-move-target') as HTMLSelectElement)).toEqual([ME]);
  });

  it('selecting the chosen upline as a member to move sets the upline back to me', async () => {
    serve();
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const target = screen.getByTestId('downlines-move-target') as HTMLSelectElement;
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, 'bob', 'carol']));
    await userEvent.selectOptions(target, 'bob');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    expect(target.value).toBe('');
    await vi.waitFor(() => expect(optionsOf(target)).toEqual([ME, 'carol']));
  });

  it("shows the targets' error with Retry, and the targets once a retry works", async () => {
    let fail = true;
    const answer = targetsOf([BOB, CAROL]);
    serve(undefined, {
      [TARGETS]: reply((url, body) =>
        fail ? failure('agent.not.agent', 403) : 'reply' in answer ? answer.reply(url, body) : okResponse(null),
      ),
    });
    renderDownlines();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select alice' }));
    const error = await screen.findByTestId('upline-picker-targets-error');
    expect(error.textContent).toContain('This is for agent accounts only');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(optionsOf(screen.getByTestId('downlines-move-target') as HTMLSelectElement)).toEqual([ME, 'bob', 'carol']),
    );
  });
});
