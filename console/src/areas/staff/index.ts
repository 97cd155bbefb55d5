import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { StaffPage } from './StaffPage';

export const staffArea: ConsoleAreaDef = { path: 'staff', label: msg`Staff`, permission: 'staff.admin', element: createElement(StaffPage) };
