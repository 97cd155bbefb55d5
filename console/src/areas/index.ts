/** Every area of the console, in navigation order. Add an area with one line. */
import type { ConsoleAreaDef } from '../app/area';
import { auditArea } from './audit';
import { brandsArea } from './brands';
import { cashierArea } from './cashier';
import { contentArea } from './content';
import { playersArea } from './players';
import { reportsArea } from './reports';
import { staffArea } from './staff';
import { supportArea } from './support';

export const AREAS: readonly ConsoleAreaDef[] = [
  brandsArea,
  staffArea,
  auditArea,
  cashierArea,
  playersArea,
  supportArea,
  contentArea,
  reportsArea,
];
