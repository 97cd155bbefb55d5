/** Fishing screen: pick a target (its multiplier), each shot costs the stake. */
import { h } from './dom.js';
import type { Frame } from './frame.js';
import { t } from './i18n.js';
import { playRound } from './round.js';

const FISH: Record<string, string> = { shrimp: 'Shrimp', puffer: 'Puffer', turtle: 'Turtle', shark: 'Shark', dragon: 'Dragon' };

export function mount(frame: Frame): void {
  const targets = (frame.state.board as { targets: Record<string, number> }).targets;
  const shoot = async (target: string, button: HTMLButtonElement) => {
    const round = await playRound(frame, { target }, button);
    if (round) frame.showResult(round.view.hit ? `${t('hit')} ${FISH[target]} ${frame.money(round.win)}` : `${t('miss')} ${FISH[target]}`, round.view.hit ? 'win' : 'lose');
  };
  const buttons = Object.entries(targets).map(([name, pays]) =>
    h('button', { type: 'button', 'aria-label': `${t('shoot')} ${name} ×${pays}`, onclick: (e) => shoot(name, e.currentTarget as HTMLButtonElement) }, `${FISH[name] ?? name} ×${pays}`));
  frame.body.append(h('section', {}, h('div', { class: 'muted' }, t('target')), h('div', { class: 'row' }, ...buttons)), frame.stakeChips());
}
