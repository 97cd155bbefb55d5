/** The operator command table. Add a command: write `commands/<name>.ts` and add it here. */
import type { OpsCommand } from '../command';
import { flagCommand } from './flag';
import { flagsCommand } from './flags';
import { gamesSeedCommand } from './games-seed';
import { outboxCommand } from './outbox';
import { maintenanceCommand, regionCommand, statusCommand } from './switches';

export const COMMANDS: OpsCommand[] = [flagsCommand, flagCommand, maintenanceCommand, regionCommand, statusCommand, outboxCommand, gamesSeedCommand];
