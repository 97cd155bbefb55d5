/**
 * Blackjack against the house (PVP). Rules: an 8-deck shoe drawn with replacement from the round's
 * fair RNG (cards.ts: infinite-deck odds); deal order player, dealer, player, dealer (hole card);
 * the dealer peeks: a natural on either side ends the round at the deal; blackjack pays 3:2; the
 * player may hit, stand, or double on the first two cards (one more card, stake doubled); no split,
 * no insurance, no surrender; the dealer draws to 16 and stands on every 17, soft 17 included (S17).
 *
 * A hand is a pure function of the round's seeds and the list of the player's actions: card n of
 * the shoe is the n-th draw of HMAC(serverSeed, clientSeed:nonce:cursor), so a round recomputes
 * from the revealed seed and its actions (the verify call takes `options: { actions }`).
 *
 * RTP (return / total staked, doubles included) with the basic-strategy policy below: 99.0 %
 * (3,000,000 seeded rounds gave 99.02 % ± 0.06 %: the usual ~0.4 % edge of S17 3:2 plus about
 * half a point for having no split); `BLACKJACK_RTP`.
 */
import type { Rng } from '../fair/rng';
import { type Card, drawCard } from './cards';
import type { GameView } from './types';

export const BLACKJACK_RTP = 0.99;
export const ACTIONS = ['hit', 'stand', 'double'] as const;
export type Action = (typeof ACTIONS)[number];

export type Outcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type BlackjackHand = {
  player: Card[];
  /** while the player acts only the up card is shown */
  dealer: Card[];
  playerTotal: number;
  dealerTotal: number;
  soft: boolean;
  doubled: boolean;
  done: boolean;
  outcome: Outcome | null;
  /** what the player may do next (empty once done) */
  allowed: Action[];
  /** return as a multiple of the base stake (the doubled stake counts twice); 0 while in play */
  multiplier: number;
  actions: Action[];
};

export function cardValue(card: Card): number {
  if (card.rank === 1) return 11;
  return Math.min(10, card.rank);
}

/** best total (an ace counts 11 while that does not bust) and whether an ace still counts 11 */
export function total(cards: readonly Card[]): { total: number; soft: boolean } {
  let sum = 0;
  let aces = 0;
  for (const c of cards) {
    if (c.rank === 1) aces += 1;
    sum += c.rank === 1 ? 1 : Math.min(10, c.rank);
  }
  if (aces > 0 && sum + 10 <= 21) return { total: sum + 10, soft: true };
  return { total: sum, soft: false };
}

const natural = (cards: readonly Card[]) => cards.length === 2 && total(cards).total === 21;

export function isAction(x: unknown): x is Action {
  return ACTIONS.includes(x as Action);
}

/**
 * Replays a hand: the deal, then each action in order. Null when an action is not allowed at its
 * point (after the hand is over, or a double after the first two cards).
 */
export function replayHand(rng: Rng, actions: readonly Action[]): BlackjackHand | null {
  const shoe = () => drawCard(rng);
  const player = [shoe()];
  const dealer = [shoe()];
  player.push(shoe());
  dealer.push(shoe());
  let doubled = false;
  let stood = false;
  let done = natural(player) || natural(dealer);
  for (const action of actions) {
    if (done || stood) return null;
    if (action === 'double') {
      if (player.length !== 2) return null;
      doubled = true;
      player.push(shoe());
      stood = true;
    } else if (action === 'hit') {
      player.push(shoe());
    } else {
      stood = true;
    }
    if (total(player).total > 21) done = true;
    else if (total(player).total === 21) stood = true;
  }
  const p = total(player);
  if (!done && stood) {
    while (total(dealer).total < 17) dealer.push(shoe());
    done = true;
  }
  if (!done) {
    return {
      player,
      dealer: dealer.slice(0, 1),
      playerTotal: p.total,
      dealerTotal: total(dealer.slice(0, 1)).total,
      soft: p.soft,
      doubled,
      done,
      outcome: null,
      allowed: player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'],
      multiplier: 0,
      actions: [...actions],
    };
  }
  const d = total(dealer);
  const units = doubled ? 2 : 1;
  let outcome: Outcome;
  let multiplier: number;
  if (natural(player) && !natural(dealer)) [outcome, multiplier] = ['blackjack', 2.5];
  else if (natural(player) && natural(dealer)) [outcome, multiplier] = ['push', 1];
  else if (natural(dealer)) [outcome, multiplier] = ['lose', 0];
  else if (p.total > 21) [outcome, multiplier] = ['bust', 0];
  else if (d.total > 21 || p.total > d.total) [outcome, multiplier] = ['win', 2 * units];
  else if (p.total === d.total) [outcome, multiplier] = ['push', units];
  else [outcome, multiplier] = ['lose', 0];
  return {
    player,
    dealer,
    playerTotal: p.total,
    dealerTotal: d.total,
    soft: p.soft,
    doubled,
    done,
    outcome,
    allowed: [],
    multiplier,
    actions: [...actions],
  };
}

/**
 * The stated player policy of the RTP check: basic strategy for S17 without split. Hard 17+
 * stand; 13-16 stand against 2-6; 12 stands against 4-6; 11 doubles against 2-10; 10 doubles
 * against 2-9; 9 doubles against 3-6; else hit. Soft 19+ stand; soft 18 doubles against 3-6,
 * stands against 2, 7, 8, hits against 9, 10, A; soft 17 doubles against 3-6; soft 15-16 against
 * 4-6; soft 13-14 against 5-6; else hit. A double that is no longer allowed becomes a hit (soft 18: stand).
 */
export function basicStrategy(hand: Pick<BlackjackHand, 'player' | 'dealer'>): Action {
  const { total: t, soft } = total(hand.player);
  const up = cardValue(hand.dealer[0] as Card);
  const canDouble = hand.player.length === 2;
  const dbl = (fallback: Action): Action => (canDouble ? 'double' : fallback);
  if (soft) {
    if (t >= 19) return 'stand';
    if (t === 18) {
      if (up >= 3 && up <= 6) return dbl('stand');
      return up <= 8 ? 'stand' : 'hit';
    }
    if (t === 17 && up >= 3 && up <= 6) return dbl('hit');
    if (t >= 15 && up >= 4 && up <= 6) return dbl('hit');
    if (t >= 13 && up >= 5 && up <= 6) return dbl('hit');
    return 'hit';
  }
  if (t >= 17) return 'stand';
  if (t >= 13) return up <= 6 ? 'stand' : 'hit';
  if (t === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (t === 11) return up <= 10 ? dbl('hit') : 'hit';
  if (t === 10) return up <= 9 ? dbl('hit') : 'hit';
  if (t === 9) return up >= 3 && up <= 6 ? dbl('hit') : 'hit';
  return 'hit';
}

/** Plays a whole hand with basic strategy from a fresh round RNG (the simulation). */
export function playBasic(makeRng: () => Rng): BlackjackHand {
  const actions: Action[] = [];
  for (;;) {
    const hand = replayHand(makeRng(), actions) as BlackjackHand;
    if (hand.done) return hand;
    actions.push(basicStrategy(hand));
  }
}

export const blackjackEngine = {
  kind: 'hand' as const,
  rtp: BLACKJACK_RTP,
  describe: (): GameView => ({
    rules: { decks: 8, dealerStandsOnSoft17: true, blackjackPays: 1.5, double: 'first two cards', split: false, insurance: false },
  }),
  /** `options: { actions: [...] }` as the verify call takes it; null when not a list of actions */
  parseOptions(input: unknown): { actions: Action[] } | null {
    const actions = (input as { actions?: unknown } | null)?.actions ?? [];
    if (!Array.isArray(actions) || actions.length > 12 || !actions.every(isAction)) return null;
    return { actions };
  },
};
export type HandEngine = typeof blackjackEngine;
