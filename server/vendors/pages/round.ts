/** Plays one instant round from a screen: stake, options → result line, balance and fairness. */
import { api } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';

export type RoundAnswer = {
  roundId: string; stake: number; win: number; balance: number | null; view: Record<string, unknown>;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
};

export async function playRound(frame: Frame, options: Record<string, unknown>, button: HTMLButtonElement): Promise<RoundAnswer | null> {
  if (frame.paused) return null;
  button.disabled = true;
  try {
    const res = await api<RoundAnswer>('/vendors/api/round', { stake: frame.stake(), options });
    if (!res.success || !res.value) {
      frame.failed(res);
      return null;
    }
    const round = res.value;
    frame.setBalance(round.balance);
    frame.showResult(round.win > 0 ? `${t('win')} ${frame.money(round.win)}` : t('lose'), round.win > 0 ? 'win' : 'lose');
    frame.showFairness({ ...round.fairness, nonce: round.fairness.nonce + 1 });
    return round;
  } finally {
    button.disabled = false;
  }
}
