import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { AuditPage } from './AuditPage';

export const auditArea: ConsoleAreaDef = {
  path: 'audit',
  label: msg`Audit log`,
  permission: 'audit.read',
  element: createElement(AuditPage),
};
