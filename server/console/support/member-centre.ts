/**
 * Feedback answers and inbox messages from the console, through the member centre's operator
 * service (`server/member/operator.ts`, the same rules as `npm run ops -- inbox|feedback`), each
 * followed by its audit record (the service runs its own transaction, so the record is written
 * right after the change it records).
 */
import type { Tenant } from '../../../tenants/schema';
import type { Db } from '../../db/types';
import { createMemberOps } from '../../member/operator';
import { asApi } from '../../routes/operator/as-api';
import { recordAudit } from '../audit';
import type { StaffIdentity } from '../permissions';

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
    async answer(tenant: Tenant, staff: StaffIdentity, id: number, body: string) {
      const result = await asApi(() => ops.answer(tenant.id, id, body, sender(staff)), /^No feedback/);
      await recordAudit(db, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: 'support.feedback.answer',
        target: `feedback:${id}:${result.username}`,
        after: { messageId: result.messageId, body },
      });
      return result;
    },
    async send(tenant: Tenant, staff: StaffIdentity, input: unknown) {
      const result = await asApi(() => ops.send(tenant.id, input, sender(staff)), /^No player/);
      await recordAudit(db, {
        staffId: staff.id,
        actor: staff.username,
        tenant: tenant.id,
        action: 'support.inbox.send',
        target: result.audience,
        after: { messageId: result.id, message: input },
      });
      return result;
    },
  };
}
