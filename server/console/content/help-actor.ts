/**
 * Who changes the help pages, for the help service (`server/content/help-service.ts`): the name kept
 * on the entries and the console audit row written in the change's transaction. The console passes
 * the staff member; the operator API and `npm run ops` pass no staff id and their own name.
 */
import type { HelpActor } from '../../content/help-service';
import { recordAudit } from '../audit';

export function helpActor(staffId: string | null, actor: string, by: string): HelpActor {
  return { by, audit: (tx, change) => recordAudit(tx, { staffId, actor, ...change }) };
}

/** `npm run ops -- help-pages` (audited as `ops`). */
export const CLI_HELP_ACTOR = helpActor(null, 'ops', 'operator:cli');
/** `/ops/api/tenants/:tenant/help` (audited as `operator:api`). */
export const API_HELP_ACTOR = helpActor(null, 'operator:api', 'operator:api');
