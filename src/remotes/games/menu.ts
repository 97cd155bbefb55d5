/** The home game menu (spec "Home": menu tabs), drawn by the shell from this remote's registration. */
import { msg } from '@lingui/core/macro';
import type { NavItem } from '@kernel';

const item = (id: string, route: NavItem['route'], title: NavItem['title'], icon: string, more: Partial<NavItem> = {}): NavItem => ({
  id: `games.menu.${id}`,
  route,
  title,
  icon,
  area: 'game-menu',
  ...more,
});

export const GAME_MENU: NavItem[] = [
  item('hot', 'hotGames', msg`Hot`, '🔥'),
  item('recent', 'recentGames', msg`Recent`, '🕘'),
  item('fav', 'favGames', msg`Favourites`, '❤️'),
  item('fish', 'fishingGames', msg`Fishing`, '🐟'),
  item('slots', 'slotGames', msg`Slots`, '🎰'),
  item('live', 'liveGames', msg`Live`, '🎥'),
  item('pvp', 'pokerGames', msg`Cards`, '🃏'),
  item('sports', 'sportGames', msg`Sports`, '⚽'),
  item('esports', 'esportGames', msg`Esports`, '🎮'),
  item('cockfight', 'cockfight', msg`Cockfight`, '🐓'),
  item('lottery', 'lott', msg`Lottery`, '🎱'),
];
