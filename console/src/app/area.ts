/**
 * An area of the console (staff, audit, brands, cashier, ...): its side-navigation entry, shown when
 * the member holds its permission, and its pages. Each area exports one from
 * `console/src/areas/<area>/index.ts`; `console/src/areas/index.ts` lists them.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';

export type ConsoleAreaDef = {
  /** the path under /console/ (`staff` → /console/staff) and the area's id */
  path: string;
  /** the navigation label */
  label: MessageDescriptor;
  /** the permission that shows the area (the server checks every call again) */
  permission: string;
  /** the area's page; it routes its own sub-paths */
  element: ReactNode;
};
