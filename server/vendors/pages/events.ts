/**
 * Scheduled games (live baccarat, sportsbook, lottery): the game's surface (the baccarat table,
 * the lottery's last draw), the open events as a board with their countdowns, seed hashes and
 * selections, a bet slip (an accumulator where allowed), my bets with cancel, and the results with
 * the revealed seeds. The page refreshes every 3 s.
 */
import { api, h } from './dom.js';
import { type Board, baccaratBoard, lotteryBoard, sportIcon } from './event-boards.js';
import type { Frame, GameState } from './frame.js';
import { label, t } from './i18n.js';

type Selection = { market: string; pick: string; odds: number };
type Event = { eventId: string; index: number; title: string; selections: Selection[]; closesAt: string; serverSeedHash: string };
type Result = { eventId: string; index: number; result: Record<string, unknown>; serverSeed: string };
type Family = 'live' | 'sports' | 'lottery';
type Ticket = {
  ticketId: string;
  legs: { title: string; market: string; pick: string; odds: number }[];
  stake: number;
  win: number;
  status: string;
};
type Leg = { eventIndex: number; market: string; pick: string; odds: number; title: string };
type Card = { rank: number; suit: number };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const cards = (list: unknown) => (Array.isArray(list) ? (list as Card[]).map((c) => `${RANKS[c.rank - 1]}${SUITS[c.suit]}`).join(' ') : '');

/** one line for a drawn result: lottery digits, baccarat hands, or the fixture's winner */
function describeResult(result: Record<string, unknown>): string {
  if (Array.isArray(result.digits)) return result.digits.join(' ');
  if (result.player)
    return `${label('pick', String(result.winner))} · ${label('pick', 'player')} ${cards(result.player)} · ${label('pick', 'banker')} ${cards(result.banker)}`;
  return label('pick', String(result.winner ?? ''));
}

export function mount(frame: Frame): void {
  const family = frame.state.game.family as Family;
  const lottery = family === 'lottery';
  const board: Board | null = family === 'live' ? baccaratBoard() : lottery ? lotteryBoard() : null;
  const accumulators = (frame.state.board as { accumulators: boolean }).accumulators;
  let slip: Leg[] = [];
  let playType: 'Tradition' | 'Entertainment' = 'Tradition';
  const eventsEl = h('div');
  const slipEl = h('section', { 'aria-label': t('slip') });
  const ticketsEl = h('section', { 'aria-label': t('myBets'), 'data-testid': 'my-bets' });
  const resultsEl = h('section', { 'aria-label': t('results') });
  const pickInput = h('input', {
    inputmode: 'numeric',
    maxlength: '4',
    'aria-label': t('pick'),
    placeholder: t('pick'),
  }) as HTMLInputElement;

  let latest: GameState = frame.state;
  const choose = (event: Event, s: Selection) => {
    const pick = s.pick === '*' ? pickInput.value.trim() : s.pick;
    if (s.pick === '*' && !new RegExp(`^\\d{${s.market[0]}}$`).test(pick)) {
      frame.showResult(`${t('pick')}: ${s.market}`, 'lose');
      pickInput.focus();
      return;
    }
    const leg = { eventIndex: event.index, market: s.market, pick, odds: s.odds, title: event.title };
    slip = accumulators ? [...slip.filter((l) => l.eventIndex !== event.index), leg] : [leg];
    drawSlip();
    drawEvents(latest);
  };
  const visible = (s: Selection) => !lottery || (playType === 'Tradition') === /^\dD$/.test(s.market);
  const drawEvents = (state: GameState) => {
    const now = Date.parse(state.now ?? new Date().toISOString());
    eventsEl.replaceChildren(
      ...(state.events as Event[]).map((e) => {
        const left = Math.max(0, Math.round((Date.parse(e.closesAt) - now) / 1000));
        return h(
          'section',
          { class: `event ${family}`, 'data-testid': 'event' },
          h(
            'div',
            { class: 'row event-head' },
            family === 'sports' ? sportIcon(frame.state.game.engine) : '',
            h('strong', {}, e.title),
            h('span', { class: left <= 10 ? 'clock soon' : 'clock' }, `${t('closesIn')} ${t('seconds').replace('{s}', String(left))}`),
          ),
          h(
            'div',
            { class: `odds n${e.selections.filter(visible).length}` },
            ...e.selections.filter(visible).map((s) =>
              h(
                'button',
                {
                  type: 'button',
                  class: `pick pick-${s.pick === '*' ? 'number' : s.pick}`,
                  'aria-label': `${s.pick === '*' ? s.market : label('pick', s.pick).toLowerCase()} ${s.odds}`,
                  'aria-pressed': String(
                    slip.some((l) => l.eventIndex === e.index && l.market === s.market && (s.pick === '*' || l.pick === s.pick)),
                  ),
                  onclick: () => choose(e, s),
                },
                h('span', {}, `${s.pick === '*' ? s.market : label('pick', s.pick)} `),
                h('b', {}, String(s.odds)),
              ),
            ),
          ),
          h('div', { class: 'muted' }, `${t('seedHash')}: ${e.serverSeedHash}`),
        );
      }),
    );
  };
  const drawSlip = () => {
    const odds = slip.reduce((o, l) => o * l.odds, 1);
    slipEl.replaceChildren(
      h('div', { class: 'muted' }, t('slip')),
      ...slip.map((l) =>
        h('div', {}, `${l.title}: ${lottery && /^\dD$/.test(l.market) ? `${l.market} ` : ''}${label('pick', l.pick)} @ ${l.odds}`),
      ),
      slip.length ? h('div', {}, `${t('odds')}: ${odds.toFixed(2)}`) : '',
      h(
        'button',
        { type: 'button', class: 'primary', disabled: slip.length === 0, onclick: (e) => place(e.currentTarget as HTMLButtonElement) },
        t('bet'),
      ),
    );
  };
  const place = async (button: HTMLButtonElement) => {
    if (frame.paused) return;
    button.disabled = true;
    const res = await api<{ balance: number }>('/vendors/api/ticket', {
      stake: frame.stake(),
      legs: slip.map(({ eventIndex, market, pick }) => ({ eventIndex, market, pick })),
    });
    if (!res.success || !res.value) return frame.failed(res);
    frame.setBalance(res.value.balance);
    frame.showResult(`${t('bet')} ✓`);
    slip = [];
    drawSlip();
    await refresh();
  };
  const cancel = async (ticketId: string) => {
    const res = await api<{ balance: number }>('/vendors/api/ticket/cancel', { ticketId });
    if (!res.success || !res.value) return frame.failed(res);
    frame.setBalance(res.value.balance);
    await refresh();
  };
  const drawTickets = (tickets: Ticket[]) =>
    ticketsEl.replaceChildren(
      h('div', { class: 'muted' }, t('myBets')),
      ...tickets.map((k) =>
        h(
          'div',
          { class: 'row' },
          h(
            'span',
            {},
            `${k.legs.map((l) => `${l.title} ${label('pick', l.pick)}`).join(' + ')} · ${frame.money(k.stake)} · ${label('status', k.status)}${k.win ? ` ${frame.money(k.win)}` : ''}`,
          ),
          k.status === 'open' ? h('button', { type: 'button', onclick: () => cancel(k.ticketId) }, t('cancel')) : '',
        ),
      ),
    );
  const drawResults = (results: Result[]) =>
    resultsEl.replaceChildren(
      h('div', { class: 'muted' }, t('results')),
      ...results.map((r) =>
        h(
          'details',
          {},
          h('summary', {}, `#${r.index}: ${describeResult(r.result)}`),
          h('div', { class: 'muted' }, `${t('revealed')}: ${r.serverSeed}`),
          h('a', { href: `/vendors/api/events/${encodeURIComponent(r.eventId)}`, target: '_blank' }, t('verify')),
        ),
      ),
    );

  const refresh = async () => {
    const res = await api<GameState>('/vendors/api/state');
    if (!res.success || !res.value) return;
    latest = res.value;
    frame.setBalance(res.value.balance);
    drawEvents(res.value);
    drawTickets(res.value.tickets as Ticket[]);
    drawResults(res.value.results as Result[]);
    void board?.update(res.value.results as Result[]);
  };
  const tabs = lottery
    ? h(
        'div',
        { class: 'row', role: 'group' },
        ...(['Tradition', 'Entertainment'] as const).map((p) =>
          h(
            'button',
            {
              type: 'button',
              'aria-pressed': String(p === 'Tradition'),
              onclick: (e) => {
                playType = p;
                for (const b of (e.currentTarget as HTMLElement).parentElement?.querySelectorAll('button') ?? [])
                  b.setAttribute('aria-pressed', String(b === e.currentTarget));
                refresh();
              },
            },
            t(p === 'Tradition' ? 'tradition' : 'entertainment'),
          ),
        ),
        pickInput,
      )
    : '';
  frame.body.append(board ? board.el : '', tabs, eventsEl, frame.stakeChips(), slipEl, ticketsEl, resultsEl);
  drawSlip();
  drawEvents(frame.state);
  drawTickets((frame.state.tickets ?? []) as Ticket[]);
  drawResults((frame.state.results ?? []) as Result[]);
  void board?.update((frame.state.results ?? []) as Result[]);
  setInterval(refresh, 3000);
}
