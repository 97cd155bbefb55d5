import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { SupportPage } from './SupportPage';

export const supportArea: ConsoleAreaDef = {
  path: 'support',
  label: msg`Support`,
  permission: 'support.read',
  element: createElement(SupportPage),
};
