/**
 * Feedback answers and inbox messages from the console, through the member centre's operator
 * service (`server/member/operator.ts`, the same rules as `npm run ops -- inbox|feedback`), and the
 * changes and cancels of scheduled messages (`server/member/inbox-schedule.ts`). The service runs on
 * a `Db` joined to the console's own transaction, so the message (and the feedback's answered mark,
 * the change, the cancel) and the audit record commit together or not at all. The operator API and
 * `npm run ops -- inbox` send, change and cancel through the same functions (their audit rows name
 * `operator:api` or `ops`).
 */
import type { Tenant } from '../../../tenants/schema';
import { clock } from '../../clock';
import type { Db } from '../../db/types';
import { cancelScheduled, changeScheduled, type ScheduledChange, scheduledMessage } from '../../member/inbox-schedule';
import { createMemberOps } from '../../member/operator';
import { asApi } from '../../routes/operator/as-api';
import { recordAudit } from '../audit';
import { inOneTransaction } from '../cashier/joined-db';
import type { StaffIdentity } from '../permissions';
import type { PreparedSend } from './inbox';

/**
 * Who sends, changes or cancels: a staff member (`staff:<username>` as the sender), or the operator
 * API or CLI (no staff id; the audit log names `operator:api` or `ops`).
 */
export type InboxActor = { staffId: string | null; name: string; sender: string };
export const staffActor = (staff: StaffIdentity): InboxActor => ({
  staffId: staff.id,
  name: staff.username,
  sender: `staff:${staff.username}`,
});
const sender = (staff: StaffIdentity) => staffActor(staff).sender;

/**
 * `notFound`: which of the service's refusals answer 404 (by default an unknown player or message;
 * the operator API keeps answering an unknown player as an invalid request, as it always has).
 */
export function supportMemberCentre(db: Db, tenantOf: (id: string) => Tenant, notFound: RegExp = /^No (player|message) /) {
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
    send(tenant: Tenant, actor: InboxActor, prepared: PreparedSend) {
      return asApi(
        () =>
          inOneTransaction(db, async (tx, joined) => {
            const result = await createMemberOps(joined, tenantOf).send(tenant.id, prepared.input, actor.sender, {
              texts: prepared.texts,
              visibleFrom: prepared.visibleFrom,
            });
            await recordAudit(tx, {
              staffId: actor.staffId,
              actor: actor.name,
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
        notFound,
      );
    },
    /** One message with every language's text, its time and state. */
    message: (tenant: Tenant, id: number) => asApi(() => scheduledMessage(db, tenant, id, clock.now()), notFound),
    /** Cancels a message whose time has not come (`support.inbox.cancel`, before and after). */
    cancel(tenant: Tenant, actor: InboxActor, id: number) {
      return asApi(
        () =>
          inOneTransaction(db, async (tx) => {
            const { before, after } = await cancelScheduled(tx, tenant, id, actor.sender, clock.now());
            await recordAudit(tx, {
              staffId: actor.staffId,
              actor: actor.name,
              tenant: tenant.id,
              action: 'support.inbox.cancel',
              target: `message:${id}`,
              before,
              after,
            });
            return after;
          }),
        notFound,
      );
    },
    /** Changes the texts and/or time of a message whose time has not come (`support.inbox.change`, before and after). */
    change(tenant: Tenant, actor: InboxActor, id: number, change: ScheduledChange) {
      return asApi(
        () =>
          inOneTransaction(db, async (tx) => {
            const { before, after } = await changeScheduled(tx, tenant, id, change, clock.now());
            await recordAudit(tx, {
              staffId: actor.staffId,
              actor: actor.name,
              tenant: tenant.id,
              action: 'support.inbox.change',
              target: `message:${id}`,
              before,
              after,
            });
            return after;
          }),
        notFound,
      );
    },
  };
}
