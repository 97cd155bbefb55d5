/**
 * Blackjack screen (PVP against the house): deal, then hit, stand or double. Cards are dealt
 * from the shoe onto the felt (player, dealer, player, the dealer's hole card face down); the hole
 * card turns when the hand ends. A hand in play comes back after a reload. No move is sent while
 * the site has paused the game.
 */
import { cardEl, deal } from './card-art.js';
import { api, h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { cue } from './sound.js';
import type { Card } from './surface-map.js';

type Hand = {
  player: Card[];
  dealer: Card[];
  playerTotal: number;
  dealerTotal: number;
  done: boolean;
  doubled: boolean;
  outcome: string | null;
  allowed: string[];
  actions: string[];
};
type HandAnswer = {
  roundId: string;
  stake: number;
  win: number;
  balance: number | null;
  hand: Hand;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
};

export function mount(frame: Frame): void {
  let current = (frame.state as { hand?: HandAnswer | null }).hand ?? null;
  const dealerRow = h('div', { class: 'hand', 'data-testid': 'dealer-cards' });
  const playerRow = h('div', { class: 'hand', 'data-testid': 'player-cards' });
  const dealerTotal = h('div', { class: 'total' });
  const playerTotal = h('div', { class: 'total' });
  const moves = h('div', { class: 'row' });
  const chips = frame.stakeChips();
  let drawn = { roundId: '', player: 0, dealer: 0 };
  let busy = false;

  /** puts the hand on the felt: only the cards not yet there are dealt (animated unless reduced motion or a reload) */
  const layCards = async (answer: HandAnswer | null, animated: boolean) => {
    const hand = answer?.hand;
    if (!answer || !hand) {
      dealerRow.replaceChildren();
      playerRow.replaceChildren();
      return;
    }
    if (drawn.roundId !== answer.roundId) {
      dealerRow.replaceChildren();
      playerRow.replaceChildren();
      drawn = { roundId: answer.roundId, player: 0, dealer: 0 };
    }
    const put = async (row: HTMLElement, card: Card) => (animated ? deal(row, card) : row.appendChild(cardEl(card)));
    const hole = () => dealerRow.querySelector('.hole');
    // the first deal alternates player, dealer, player
    while (drawn.player < hand.player.length || (drawn.dealer < hand.dealer.length && (hand.done || drawn.dealer < 1))) {
      const dealerTurn = drawn.dealer < hand.dealer.length && drawn.dealer < 1 && drawn.player >= 1 && drawn.player < 2;
      if (!dealerTurn && drawn.player < hand.player.length) {
        await put(playerRow, hand.player[drawn.player] as Card);
        drawn.player += 1;
      } else if (drawn.dealer < hand.dealer.length && (hand.done || drawn.dealer < 1)) {
        hole()?.remove();
        await put(dealerRow, hand.dealer[drawn.dealer] as Card);
        drawn.dealer += 1;
      } else break;
    }
    if (!hand.done && !hole()) {
      const back = cardEl(null, false);
      back.classList.add('hole');
      dealerRow.append(back);
    }
    if (hand.done) hole()?.remove();
  };

  const send = async (path: string, body: Record<string, unknown>, button: HTMLButtonElement) => {
    if (frame.paused || busy) return;
    busy = true;
    button.disabled = true;
    if (path.endsWith('/deal')) frame.roundStarted();
    try {
      const res = await api<HandAnswer>(path, body);
      if (!res.success || !res.value) return frame.failed(res);
      current = res.value;
      await layCards(current, true).catch(() => undefined);
      if (current.hand.done && current.win > 0) {
        cue('win');
        await frame.showWin(current.win);
      }
      frame.setBalance(current.balance);
      draw();
    } finally {
      busy = false;
      button.disabled = false;
    }
  };
  const move = (action: string, label: string, primary = false) =>
    h(
      'button',
      {
        type: 'button',
        class: primary ? 'primary' : '',
        onclick: (e) =>
          current &&
          send(
            '/vendors/api/hand/action',
            { roundId: current.roundId, action, step: current.hand.actions.length },
            e.currentTarget as HTMLButtonElement,
          ),
      },
      label,
    );
  const dealButton = h(
    'button',
    {
      type: 'button',
      class: 'primary',
      onclick: (e) => send('/vendors/api/hand/deal', { stake: frame.stake() }, e.currentTarget as HTMLButtonElement),
    },
    t('deal'),
  );

  function draw(): void {
    const hand = current?.hand;
    dealerTotal.textContent = hand ? `${t('dealer')} ${hand.dealerTotal}` : t('dealer');
    playerTotal.textContent = hand ? `${t('you')} ${hand.playerTotal}` : t('you');
    const inPlay = hand !== undefined && !hand.done;
    chips.hidden = inPlay;
    moves.replaceChildren(
      ...(inPlay && hand
        ? [move('hit', t('hitCard'), true), move('stand', t('stand')), hand.allowed.includes('double') ? move('double', t('double')) : null]
        : [dealButton]
      ).filter((b): b is HTMLElement => b !== null),
    );
    if (!current || !hand) return;
    if (hand.done) {
      frame.verifyOptions = { actions: hand.actions };
      const outcome =
        { blackjack: t('blackjack'), win: t('win'), push: t('push'), lose: t('lose'), bust: t('bust') }[hand.outcome ?? 'lose'] ??
        t('lose');
      frame.showResult(
        current.win > 0 ? `${outcome} ${frame.money(current.win)}` : outcome,
        current.win > current.stake ? 'win' : current.win === current.stake ? '' : 'lose',
      );
      frame.showFairness({ ...current.fairness, nonce: current.fairness.nonce + 1 });
    } else {
      frame.showResult('');
    }
  }

  frame.body.append(
    h(
      'section',
      { class: 'felt bj', 'data-testid': 'table' },
      dealerTotal,
      dealerRow,
      h('div', { class: 'felt-rule' }, t('blackjackRules')),
      playerTotal,
      playerRow,
    ),
    chips,
    moves,
  );
  void layCards(current, false);
  draw();
}
