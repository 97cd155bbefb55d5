/** Every area of the console, in navigation order. Add an area with one line. */
import type { ConsoleAreaDef } from '../app/area';
import { auditArea } from './audit';
import { brandsArea } from './brands';
import { staffArea } from './staff';

export const AREAS: readonly ConsoleAreaDef[] = [brandsArea, staffArea, auditArea];
