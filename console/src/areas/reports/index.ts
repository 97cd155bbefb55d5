import { msg } from '@lingui/core/macro';
import '../cashier/desk.css';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { ReportsPage } from './ReportsPage';

export const reportsArea: ConsoleAreaDef = {
  path: 'reports',
  label: msg`Reports`,
  permission: 'reports.read',
  element: createElement(ReportsPage),
};
