/** The operator command table. Add a command: write `commands/<name>.ts` and add it here. */
import type { OpsCommand } from '../command';
import { agentsCommand } from './agents';
import { balanceCommand } from './balance';
import { contentCommand } from './content';
import { chatCommand } from './chat';
import { flagCommand } from './flag';
import { flagsCommand } from './flags';
import { gamesSeedCommand } from './games-seed';
import { helpPagesCommand } from './help-pages';
import { ledgerCommand } from './ledger';
import { inboxCommand } from './inbox';
import { feedbackCommand, vipCommand } from './member';
import { outboxCommand } from './outbox';
import { depositsCommand, withdrawalsCommand } from './payments';
import { rewardsCommand } from './rewards';
import { rgCommand } from './rg';
import { staffCommand } from './staff';
import { identityCommand, maintenanceCommand, regionCommand, statusCommand } from './switches';
import { tenantCommand } from './tenant';

export const COMMANDS: OpsCommand[] = [
  tenantCommand,
  flagsCommand,
  flagCommand,
  maintenanceCommand,
  regionCommand,
  statusCommand,
  outboxCommand,
  ledgerCommand,
  balanceCommand,
  depositsCommand,
  withdrawalsCommand,
  rgCommand,
  gamesSeedCommand,
  identityCommand,
  contentCommand,
  helpPagesCommand,
  rewardsCommand,
  chatCommand,
  agentsCommand,
  inboxCommand,
  feedbackCommand,
  vipCommand,
  staffCommand,
];
