import { msg } from '@lingui/core/macro';
import './desk.css';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { CashierPage } from './CashierPage';

export const cashierArea: ConsoleAreaDef = {
  path: 'cashier',
  label: msg`Cashier`,
  permission: 'cashier.read',
  element: createElement(CashierPage),
};
