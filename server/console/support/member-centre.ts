/**
 * Feedback answers and inbox messages from the console, through the member centre's operator
 * service (`server/member/operator.ts`, the same rules as `npm run ops -- inbox|feedback`). The
 * service runs on a `Db` joined to the console's own transaction, so the message (and the
 * feedback's answered mark) and the audit record commit together or not at all.
 */
import type { Tenant } from '../../../tenants/schema';
import type { Db } from '../../db/types';
import { createMemberOps } from '../../member/operator';
import { asApi } from '../../routes/operator/as-api';
import { recordAudit } from '../audit';
import { inOneTransaction } from '../cashier/joined-db';
import type { StaffIdentity } from '../permissions';
import type { PreparedSend } from './inbox';

const sender = (staff: StaffIdentity) => `staff:${staff.username}`;

export function supportMemberCentre(db: Db, tenantOf: (id: string) => Tenant) {
  const ops = createMemberOps(db, tenantOf);
  return {
    /** The brand's feedback, unanswered first, the newest first within each group. */
    async feedback(tenant: Tenant, which: 'open' | 'all') {
      const list = await ops.feedback(tenant.id, which);
      return [...list].sort((a, b) => Number(a.answeredAt !== null) - Number(b.answeredAt !== null));
    },
    picture: (tenant: Tenant, id: number, seq: number) => asApi(() => ops.picture(tenant.id, id, seq), /^No picture/),
    answer(tenant: Tenant, staff: StaffIdentity, id: number, body: string) {
      return asApi(
        () =>
          inOneTransaction(db, async (tx, joined) => {
            const result = await createMemberOps(joined, tenantOf).answer(tenant.id, id, body, sender(staff));
            await recordAudit(tx, {
              staffId: staff.id,
              actor: staff.username,
              tenant: tenant.id,
              action: 'support.feedback.answer',
              target: `feedback:${id}:${result.username}`,
              after: { messageId: result.messageId, body },
            });
            return result;
          }),
        /^No feedback/,
      );
    },
    send(tenant: Tenant, staff: StaffIdentity, prepared: PreparedSend) {
      return asApi(
        () =>
          inOneTransaction(db, async (tx, joined) => {
            const result = await createMemberOps(joined, tenantOf).send(tenant.id, prepared.input, sender(staff), {
              texts: prepared.texts,
              visibleFrom: prepared.visibleFrom,
            });
            await recordAudit(tx, {
              staffId: staff.id,
              actor: staff.username,
              tenant: tenant.id,
              action: 'support.inbox.send',
              target: result.audience,
              after: {
                messageId: result.id,
                message: prepared.input,
                texts: prepared.texts,
                shownFrom: prepared.visibleFrom?.toISOString() ?? null,
              },
            });
            return { ...result, shownFrom: prepared.visibleFrom?.toISOString() ?? null };
          }),
        /^No player/,
      );
    },
  };
}
