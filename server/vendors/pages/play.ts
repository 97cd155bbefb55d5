/** The game page entry: open the session from the launch token, then mount the game's screen. */
import { api, h, SESSION_KEY } from './dom.js';
import type { GameState } from './frame.js';
import { Frame } from './frame.js';
import { setLanguage, t } from './i18n.js';
import { slowDownText } from './slow-down.js';

const SCREENS: Record<string, string> = {
  slots: './slots.js',
  jackpot: './slots.js',
  bingo: './bingo.js',
  fishing: './fishing.js',
  cards: './cards.js',
  blackjack: './blackjack.js',
  live: './events.js',
  sports: './events.js',
  lottery: './events.js',
};

async function start(): Promise<void> {
  const params = new URLSearchParams(location.search);
  await setLanguage(params.get('lang') ?? 'en');
  const launch = params.get('launch');
  const vendor = location.pathname.split('/')[2] ?? '';
  if (launch) {
    const opened = await api<{ sessionToken: string }>(`/vendors/${vendor}/api/session`, { launch });
    params.delete('launch');
    history.replaceState(null, '', `${location.pathname}?${params}`);
    if (!opened.success || !opened.value) return fail(failureText(opened));
    sessionStorage.setItem(SESSION_KEY, opened.value.sessionToken);
  }
  const state = await api<GameState>('/vendors/api/state');
  if (!state.success || !state.value) return fail(failureText(state));
  await setLanguage(params.get('lang') ?? state.value.game.language);
  const frame = new Frame(state.value);
  const screen = (await import(SCREENS[state.value.game.family] ?? './slots.js')) as { mount(frame: Frame): void };
  screen.mount(frame);
}

/** A refusal's words: too many calls say when to retry (a failure's value is not a session or a state). */
function failureText(res: { code: string; message: string; value: unknown }): string {
  return res.code === 'vendor.rate_limited' ? slowDownText(res.value) : res.message || t('expired');
}

function fail(message: string): void {
  const back = () =>
    window.parent !== window ? window.parent.postMessage({ type: 'game:close' }, location.origin) : location.assign('/m/home');
  document
    .getElementById('app')
    ?.replaceChildren(h('p', { role: 'alert' }, message), h('button', { type: 'button', onclick: back }, t('close')));
}

start().catch(() => fail(t('error')));
