/**
 * Blackjack screen (PVP against the house): deal, then hit, stand or double; the dealer's hole
 * card shows when the hand ends. A hand in play comes back after a reload. No move is sent while
 * the site has paused the game.
 */
import { api, h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';

type Card = { rank: number; suit: number };
type Hand = {
  player: Card[]; dealer: Card[]; playerTotal: number; dealerTotal: number; done: boolean; doubled: boolean;
  outcome: string | null; allowed: string[]; actions: string[];
};
type HandAnswer = { roundId: string; stake: number; win: number; balance: number | null; hand: Hand; fairness: { serverSeedHash: string; clientSeed: string; nonce: number } };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
const card = (c: Card) => h('span', { class: c.suit === 1 || c.suit === 2 ? 'card red' : 'card' }, `${RANKS[c.rank - 1]}${SUITS[c.suit]}`);

export function mount(frame: Frame): void {
  let current = (frame.state as { hand?: HandAnswer | null }).hand ?? null;
  const dealerRow = h('div', { class: 'row cards', 'data-testid': 'dealer-cards' });
  const playerRow = h('div', { class: 'row cards', 'data-testid': 'player-cards' });
  const dealerTotal = h('span', { class: 'muted' });
  const playerTotal = h('span', { class: 'muted' });
  const moves = h('div', { class: 'row' });
  const chips = frame.stakeChips();

  const send = async (path: string, body: Record<string, unknown>, button: HTMLButtonElement) => {
    if (frame.paused) return;
    button.disabled = true;
    try {
      const res = await api<HandAnswer>(path, body);
      if (!res.success || !res.value) return frame.failed(res);
      current = res.value;
      frame.setBalance(current.balance);
      draw();
    } finally {
      button.disabled = false;
    }
  };
  const move = (action: string, label: string, primary = false) =>
    h('button', {
      type: 'button', class: primary ? 'primary' : '',
      onclick: (e) => current && send('/vendors/api/hand/action', { roundId: current.roundId, action, step: current.hand.actions.length }, e.currentTarget as HTMLButtonElement),
    }, label);
  const deal = h('button', { type: 'button', class: 'primary', onclick: (e) => send('/vendors/api/hand/deal', { stake: frame.stake() }, e.currentTarget as HTMLButtonElement) }, t('deal'));

  function draw(): void {
    const hand = current?.hand;
    dealerRow.replaceChildren(...(hand ? hand.dealer.map(card) : []), ...(hand && !hand.done ? [h('span', { class: 'card back' }, '?')] : []));
    playerRow.replaceChildren(...(hand ? hand.player.map(card) : []));
    dealerTotal.textContent = hand ? `${t('dealer')} ${hand.dealerTotal}` : t('dealer');
    playerTotal.textContent = hand ? `${t('you')} ${hand.playerTotal}` : t('you');
    const inPlay = hand !== undefined && !hand.done;
    chips.hidden = inPlay;
    moves.replaceChildren(...(inPlay && hand
      ? [move('hit', t('hitCard'), true), move('stand', t('stand')), hand.allowed.includes('double') ? move('double', t('double')) : null]
      : [deal]).filter((b): b is HTMLElement => b !== null));
    if (!current || !hand) return;
    if (hand.done) {
      frame.verifyOptions = { actions: hand.actions };
      const outcome = { blackjack: t('blackjack'), win: t('win'), push: t('push'), lose: t('lose'), bust: t('bust') }[hand.outcome ?? 'lose'] ?? t('lose');
      frame.showResult(current.win > 0 ? `${outcome} ${frame.money(current.win)}` : outcome, current.win > current.stake ? 'win' : current.win === current.stake ? '' : 'lose');
      frame.showFairness({ ...current.fairness, nonce: current.fairness.nonce + 1 });
    } else {
      frame.showResult('');
    }
  }

  frame.body.append(
    h('section', { 'data-testid': 'table' }, dealerTotal, dealerRow, playerTotal, playerRow),
    chips,
    moves,
    h('p', { class: 'muted' }, t('blackjackRules')),
  );
  draw();
}
