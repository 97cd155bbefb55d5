/** The roles' names in the console's language. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from './schemas';

export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  administrator: msg`Administrator`,
  cashier: msg`Cashier`,
  support: msg`Support`,
  content: msg`Content`,
  readonly: msg`Read-only (QA)`,
};
