/**
 * The game lobby. The switches that change a games screen:
 * - FREEPLAY3 (the spec's "trial flag", module id of testPlay): spec §4 "Game launch: requires a
 *   session else login" and §2 Login "a guest test-play can start from the login menu ... unless
 *   the trial flag is 0": a guest who opens a game lands on the login page, which offers the trial
 *   only when the flag is on.
 * - COMM3: spec §7 "vassal game types GET typeId '1', merchant code, moduleId COMM3". COMM3 is
 *   common member services (help centre, system settings; docs/flags.md); the vendors and games
 *   of the lobby are the catalogue, not a member service, so they show for both values (home is
 *   checked: its sections list the vendors; docs/decisions.md).
 * - defaultLanguage: spec §7 the game list takes `language`, §4 a first visit shows the brand's
 *   default language: game names come in it (km Khmer, zh Chinese; languages without their own
 *   catalog fall back to English, src/contracts/languages.ts).
 * Brands' `games.hiddenVendors` / `hiddenGameTypes` are lists, not switches: the lobby's browser
 * test covers them per brand (tests/e2e/games).
 */
import { SEL } from './selectors';
import { type Check, type Effect, guest, type Scene, shownWhen } from './types';

const SLOTS = '/m/slot-games';
/** home's game part (hot tiles, vendors of each category): the scene other effects already open */
const HOME = '/m/home';
const at = (scene: Scene, expect: Check['expect']): Check => ({ scene, expect });
const on = (v: unknown): boolean => v === true;
/** a guest on the slots page taps the first game */
/** home's game part is mounted after first paint from the games remote: give it longer on a loaded machine */
const LATE_MS = 20_000;
const GUEST_OPENS_GAME: Scene = { ...guest(SLOTS), tap: SEL.games.open };

/** what a game name is written in, for a site language */
const NAME_SCRIPT: Record<string, { pattern: string; what: string }> = {
  km: { pattern: '[\\u1780-\\u17FF]', what: 'Khmer' },
  zh: { pattern: '[\\u4E00-\\u9FFF]', what: 'Chinese' },
};
const LATIN = { pattern: '^[\\x20-\\x7E]+$', what: 'English (Latin letters only)' };

export const gamesEffects: Effect[] = [
  {
    switch: 'FREEPLAY3',
    id: 'FREEPLAY3.game-launch',
    spec: '§4 Game launch (requires a session else login); §2 Login (guest test-play unless the trial flag is 0)',
    says: 'a guest who opens a game is sent to log in; the login page offers the trial only when FREEPLAY3 is on',
    status: 'active',
    checks: (v) => [
      at(GUEST_OPENS_GAME, { kind: 'path', equals: '/m/login', what: 'guest opening a game goes to /m/login' }),
      at(GUEST_OPENS_GAME, shownWhen(on(v), SEL.login.trialPlay, 'trial-play entry after opening a game', SEL.login.panel)),
    ],
  },
  {
    switch: 'COMM3',
    id: 'COMM3.game-vendors',
    spec: '§7 Games (vassal game types, moduleId COMM3); docs/flags.md (COMM3 = help centre, system settings)',
    says: "home's game part shows its vendors (the vassal game types) and games whatever COMM3 says",
    status: 'active',
    checks: () => [
      at(guest(HOME), { kind: 'present', selector: SEL.games.homeVendor, what: 'vendors of the home game sections', withinMs: LATE_MS }),
      at(guest(HOME), { kind: 'present', selector: SEL.games.name, what: 'game tiles on home', withinMs: LATE_MS }),
    ],
  },
  {
    switch: 'defaultLanguage',
    id: 'defaultLanguage.game-names',
    spec: '§7 Games (game list `language`); §4 (saved language, else the default)',
    says: 'on a first visit the game names on home are in the brand default language',
    status: 'active',
    checks: (v) => {
      const script = NAME_SCRIPT[String(v)] ?? LATIN;
      return [
        at(guest(HOME), {
          kind: 'matches',
          selector: SEL.games.name,
          pattern: script.pattern,
          what: `game names in ${script.what}`,
          withinMs: LATE_MS,
        }),
      ];
    },
  },
];
