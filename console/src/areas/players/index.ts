import { msg } from '@lingui/core/macro';
import '../cashier/desk.css';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { PlayersPage } from './PlayersPage';

export const playersArea: ConsoleAreaDef = {
  path: 'players',
  label: msg`Players`,
  permission: 'players.read',
  element: createElement(PlayersPage),
};
