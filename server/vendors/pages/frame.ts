/**
 * The frame every game page shares: title, balance, close, stake chips, result line, fairness.
 * The site hosting the game (its parent window) may pause it with `{ type: 'game:pause' }` (the
 * reality check): the round UI goes inert under a "paused" notice and no new round or bet is sent
 * until `{ type: 'game:resume' }`. A round already on its way finishes.
 */
import { api, h } from './dom.js';
import { t } from './i18n.js';
import { countUp } from './motion.js';
import { slowDownText } from './slow-down.js';
import { setSound, soundOn } from './sound.js';
import { countUpSteps } from './surface-map.js';
import { picture, svg } from './svg.js';

export type Fairness = { serverSeedHash: string; clientSeed: string; nonce?: number; nextNonce?: number };
export type GameInfo = {
  vendorCode: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  engine: string;
  family: string;
  freePlay: boolean;
  currency: string;
  language: string;
  returnUrl: string | null;
  rtp: number;
  /** the currency's stake range and chips, minor units (server/vendors/stakes.ts) */
  stakes: { decimals: number; min: number; max: number; chips: number[] };
};
export type GameState = {
  game: GameInfo;
  balance: number;
  board: Record<string, unknown>;
  fairness?: Fairness;
  jackpot?: number | null;
  now?: string;
  events?: unknown[];
  results?: unknown[];
  tickets?: unknown[];
};

export class Frame {
  readonly body = h('div');
  private readonly balanceEl = h('span', { class: 'balance', 'data-testid': 'game-balance' });
  private readonly resultEl = h('p', { class: 'result', role: 'status', 'data-testid': 'round-result' });
  /** the win counting up on the surface (the result line says it once, for screen readers) */
  private readonly winEl = h('div', { class: 'win-amount', 'aria-hidden': 'true', 'data-testid': 'win-amount', hidden: true });
  private readonly fairEl = h('div', { class: 'muted', 'data-testid': 'fairness' });
  private readonly pausedEl = h('div', { class: 'paused', role: 'status', 'data-testid': 'game-paused', hidden: true }, t('paused'));
  private stakeValue: number;
  private pausedFlag = false;
  /** what the fairness check needs beside the seeds to recompute the last round (blackjack: its actions) */
  verifyOptions: Record<string, unknown> | null = null;
  readonly decimals: number;
  readonly state: GameState;

  constructor(state: GameState) {
    this.state = state;
    this.decimals = state.game.stakes.decimals;
    this.stakeValue = state.game.stakes.chips[0] ?? state.game.stakes.min;
    const app = document.getElementById('app') as HTMLElement;
    app.replaceChildren(
      h(
        'header',
        {},
        h('button', { type: 'button', 'aria-label': t('close'), onclick: () => this.close() }, '✕'),
        h('h1', {}, state.game.gameName),
        state.game.freePlay ? h('span', { class: 'free' }, t('freePlay')) : null,
        soundToggle(),
        h('span', { 'aria-label': t('balance') }, this.balanceEl),
      ),
      this.body,
      this.winEl,
      this.resultEl,
      h('details', {}, h('summary', {}, t('fairness')), this.fairEl),
      this.pausedEl,
    );
    this.setBalance(state.balance);
    window.addEventListener('message', (e: MessageEvent) => {
      if (e.source !== window.parent || window.parent === window) return;
      const type = (e.data as { type?: unknown } | null)?.type;
      if (type === 'game:pause') this.setPaused(true);
      else if (type === 'game:resume') this.setPaused(false);
    });
    if (state.fairness) this.showFairness(state.fairness);
  }

  /** true while the hosting site has paused the game (no new round or bet may start) */
  get paused(): boolean {
    return this.pausedFlag;
  }

  private setPaused(on: boolean): void {
    this.pausedFlag = on;
    this.pausedEl.hidden = !on;
    this.body.inert = on;
    this.body.setAttribute('aria-hidden', String(on));
    document.body.classList.toggle('is-paused', on);
  }

  money(minor: number): string {
    return `${(minor / 10 ** this.decimals).toFixed(this.decimals)} ${this.state.game.currency}`;
  }

  setBalance(balance: number | null | undefined): void {
    if (typeof balance === 'number') this.balanceEl.textContent = this.money(balance);
  }

  showResult(text: string, tone: 'win' | 'lose' | '' = ''): void {
    this.resultEl.className = `result ${tone}`;
    this.resultEl.textContent = text;
  }

  /** a round starts: the last result and win are cleared until this round's show */
  roundStarted(): void {
    this.showResult('');
    this.winEl.hidden = true;
    this.winEl.textContent = '';
  }

  /** counts the surface's win up to exactly the server's `win` (minor units); nothing shows for 0 */
  async showWin(win: number): Promise<void> {
    this.winEl.hidden = win <= 0;
    if (win > 0) await countUp(this.winEl, countUpSteps(win), (n) => this.money(n));
  }

  stake(): number {
    return this.stakeValue;
  }

  stakeChips(): HTMLElement {
    const unit = 10 ** this.decimals;
    const chips = this.state.game.stakes.chips;
    const row = h('div', { class: 'row', role: 'group', 'aria-label': t('stake') });
    const draw = () => {
      row.replaceChildren(
        ...chips.map((c) =>
          h(
            'button',
            {
              type: 'button',
              'aria-pressed': String(c === this.stakeValue),
              onclick: () => {
                this.stakeValue = c;
                draw();
              },
            },
            (c / unit).toString(),
          ),
        ),
      );
    };
    draw();
    return h('section', {}, h('div', { class: 'muted' }, t('stake')), row);
  }

  showFairness(f: Fairness, extra: Child[] = []): void {
    const nonce = f.nonce ?? f.nextNonce ?? 0;
    this.fairEl.replaceChildren(
      h('div', {}, `${t('seedHash')}: `, h('span', { 'data-testid': 'seed-hash' }, f.serverSeedHash)),
      h('div', {}, `${t('clientSeed')}: ${f.clientSeed} · ${t('nonce')}: ${nonce}`),
      ...extra.filter((c): c is Node | string => c !== null),
      h('button', { type: 'button', onclick: () => this.rotate() }, t('rotate')),
    );
  }

  async rotate(): Promise<void> {
    const clientSeed = Math.random().toString(36).slice(2, 12);
    const res = await api<{ revealed: { serverSeed: string; clientSeed: string; rounds: number } | null; active: Fairness }>(
      '/vendors/api/seed',
      { clientSeed },
    );
    if (!res.success || !res.value) return;
    const { revealed, active } = res.value;
    const g = this.state.game;
    const link = revealed
      ? h(
          'a',
          {
            href: `/vendors/verify?${new URLSearchParams({ engine: g.engine, serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: String(Math.max(0, revealed.rounds - 1)), ...(this.verifyOptions ? { options: JSON.stringify(this.verifyOptions) } : {}) })}`,
          },
          t('verify'),
        )
      : null;
    this.showFairness(
      active,
      revealed ? [h('div', { 'data-testid': 'revealed-seed' }, `${t('revealed')}: ${revealed.serverSeed}`), link] : [],
    );
  }

  close(): void {
    const target = this.state.game.returnUrl ?? '/m/home';
    if (window.parent !== window) window.parent.postMessage({ type: 'game:close' }, new URL(target, location.href).origin);
    else location.assign(target);
  }

  /** shows a failed call's message (and the balance it carries); a responsible-gambling limit says which, with a link to the limits; too many calls say when to retry */
  failed(res: { code?: string; message: string; value: unknown }): void {
    const value = res.value as { balance?: number; limit?: RefusingLimit } | null;
    if (res.code === 'vendor.limit_reached' && value?.limit) {
      this.showResult(
        limitText(value.limit, (n) => this.money(n)),
        'lose',
      );
      this.resultEl.append(' ', h('a', { href: LIMITS_PAGE, target: '_top', 'data-testid': 'limits-link' }, t('yourLimits')));
    } else if (res.code === 'vendor.rate_limited') {
      this.showResult(slowDownText(res.value), 'lose');
    } else {
      this.showResult(res.message || t('error'), 'lose');
    }
    this.setBalance(value?.balance);
  }
}

/** The sound on/off switch (off until the player turns it on). */
function soundToggle(): HTMLElement {
  const icon = (on: boolean) =>
    picture(
      '0 0 24 24',
      'icon',
      svg('path', { d: 'M3 9h4l5-4v14l-5-4H3z', fill: 'currentColor' }),
      on
        ? svg('path', {
            d: 'M15 8a5 5 0 0 1 0 8M17.5 5.5a8.5 8.5 0 0 1 0 13',
            fill: 'none',
            stroke: 'currentColor',
            'stroke-width': 2,
            'stroke-linecap': 'round',
          })
        : svg('path', { d: 'M15 9l6 6M21 9l-6 6', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round' }),
    );
  const button = h(
    'button',
    { type: 'button', class: 'sound', 'aria-label': t('sound'), 'aria-pressed': String(soundOn()), 'data-testid': 'sound-toggle' },
    icon(soundOn()),
  );
  button.addEventListener('click', () => {
    const on = !soundOn();
    setSound(on);
    button.setAttribute('aria-pressed', String(on));
    button.replaceChildren(icon(on));
  });
  return button;
}

/** The site's page where the player reads and changes his limits (the operator's route table). */
const LIMITS_PAGE = '/m/member/responsible-gaming';

type RefusingLimit = { kind: 'loss' | 'wager' | 'session' | 'reality'; period: 'day' | 'week' | 'month' | null; left: number };

function limitText(limit: RefusingLimit, money: (minor: number) => string): string {
  if (limit.kind === 'reality') return t('realityDue');
  if (limit.kind === 'session' || !limit.period) return t('limitSession');
  const which = t(limit.kind === 'loss' ? `lossLimit_${limit.period}` : `wagerLimit_${limit.period}`);
  return `${which}: ${t('limitLeft')} ${money(limit.left)} (${t(`rolling_${limit.period}`)})`;
}

type Child = Node | string | null;
