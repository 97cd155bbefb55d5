/**
 * Plays one instant round from a screen: stake, options → the surface shows the server's result
 * (`reveal`: reels stop, the shot lands, cards turn), then the win counts up to the server's win,
 * and the balance and the result line show the server's numbers. The round's button stays off
 * until all of that is done.
 */
import { api } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { cue } from './sound.js';

export type RoundAnswer = {
  roundId: string;
  stake: number;
  win: number;
  balance: number | null;
  view: Record<string, unknown>;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
};

export type Reveal = {
  /** draws the round's result on the surface (animated unless reduced motion) */
  show(round: RoundAnswer): Promise<void>;
  /** the result line's words; by default "You win <amount>" or "No win" */
  text?(round: RoundAnswer): string;
};

export async function playRound(
  frame: Frame,
  options: Record<string, unknown>,
  button: HTMLButtonElement,
  reveal?: Reveal,
): Promise<RoundAnswer | null> {
  if (frame.paused) return null;
  button.disabled = true;
  frame.roundStarted();
  try {
    const res = await api<RoundAnswer>('/vendors/api/round', { stake: frame.stake(), options });
    if (!res.success || !res.value) {
      frame.failed(res);
      return null;
    }
    const round = res.value;
    // a surface that cannot draw never holds back the server's numbers
    await reveal?.show(round).catch(() => undefined);
    if (round.win > 0) cue('win');
    await frame.showWin(round.win);
    frame.setBalance(round.balance);
    const text = reveal?.text?.(round) ?? (round.win > 0 ? `${t('win')} ${frame.money(round.win)}` : t('lose'));
    frame.showResult(text, round.win > 0 ? 'win' : 'lose');
    frame.showFairness({ ...round.fairness, nonce: round.fairness.nonce + 1 });
    return round;
  } finally {
    button.disabled = false;
  }
}
