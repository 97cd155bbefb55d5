/** The home game menu (spec "Home": menu tabs), drawn by the shell from this remote's registration. */
import { msg } from '@lingui/core/macro';
import type { IconName, NavItem } from '@kernel';

const item = (id: string, route: NavItem['route'], title: NavItem['title'], icon: IconName, more: Partial<NavItem> = {}): NavItem => ({
  id: `games.menu.${id}`,
  route,
  title,
  icon,
  area: 'game-menu',
  ...more,
});

export const GAME_MENU: NavItem[] = [
  item('home', 'home', msg`Home`, 'home'),
  item('hot', 'hotGames', msg`Hot`, 'flame'),
  item('new', 'gameCenter', msg`New`, 'sparkle', { search: '?gameClassify=new' }),
  item('recent', 'recentGames', msg`Recent`, 'clock'),
  item('fav', 'favGames', msg`Favourites`, 'heart'),
  item('fish', 'fishingGames', msg`Fishing`, 'fish'),
  item('slots', 'slotGames', msg`Slots`, 'cherry'),
  item('live', 'liveGames', msg`Live`, 'chip'),
  item('pvp', 'pokerGames', msg`Cards`, 'cards'),
  item('sports', 'sportGames', msg`Sports`, 'ball'),
  item('esports', 'esportGames', msg`Esports`, 'controller'),
  item('cockfight', 'cockfight', msg`Cockfight`, 'rooster'),
  item('lottery', 'lott', msg`Lottery`, 'ticket'),
];
