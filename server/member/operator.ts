/**
 * What an operator does in the member centre, as one service for the CLI (`npm run ops -- inbox|
 * feedback|vip`) and the operator HTTP API: send inbox messages, read feedback (with its
 * pictures) and answer it into the player's inbox, look at a player's VIP rank, run the VIP benefit
 * pay run.
 */
import * as v from 'valibot';
import { type InboxSend, InboxSendSchema } from '../../src/contracts/member/inbox';
import type { Tenant } from '../../tenants/schema';
import { memberByUsername } from '../accounts/members';
import { clock as serverClock } from '../clock';
import type { Db } from '../db/types';
import { OpsError } from '../ops/actions';
import { payVipBenefits } from './benefits';
import { type FeedbackRecord, feedbackForOperator, feedbackPicture } from './feedback';
import { type InboxText, insertMessage, type SendTarget } from './inbox';
import { vipSettings } from './settings';
import { rankStateOf } from './vip';

function parse<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const r = v.safeParse(schema, input);
  if (!r.success) throw new OpsError(`Invalid message: ${r.issues.map((i) => `${v.getDotPath(i) ?? 'value'}: ${i.message}`).join('; ')}`);
  return r.output;
}

export function createMemberOps(db: Db, tenantOf: (id: string) => Tenant, clock: () => Date = () => serverClock.now()) {
  async function player(tenant: Tenant, username: string) {
    const member = await memberByUsername(db, tenant.merchantCode, username);
    if (member?.account_kind !== 'player') throw new OpsError(`No player "${username}" on ${tenant.id}.`);
    return member;
  }

  /** `more`: the text in other languages than the brand's default (`title`, `body`), and a time to show it from. */
  async function send(
    tenantId: string,
    input: unknown,
    sender: string,
    more: { texts?: readonly InboxText[]; visibleFrom?: Date } = {},
  ): Promise<{ id: number; audience: string }> {
    const tenant = tenantOf(tenantId);
    const m: InboxSend = parse(InboxSendSchema, input);
    let target: SendTarget = 'all';
    if (m.to.kind === 'member') target = { memberId: (await player(tenant, m.to.username)).id };
    if (m.to.kind === 'rank') {
      const labelId = m.to.labelId;
      if (!vipSettings(tenant).ranks.some((r) => r.labelId === labelId)) {
        throw new OpsError(
          `No VIP rank "${labelId}" on ${tenant.id} (ranks: ${vipSettings(tenant)
            .ranks.map((r) => r.labelId)
            .join(', ')}).`,
        );
      }
      target = { rank: labelId };
    }
    const id = await insertMessage(db, tenant, { target, title: m.title, body: m.body, sender, now: clock(), ...more });
    const audience = m.to.kind === 'member' ? `player ${m.to.username}` : m.to.kind === 'rank' ? `rank ${m.to.labelId}` : 'every player';
    return { id, audience };
  }

  async function feedback(tenantId: string, which: 'open' | 'all'): Promise<FeedbackRecord[]> {
    return feedbackForOperator(db, tenantOf(tenantId).id, which);
  }

  async function picture(tenantId: string, id: number, seq: number) {
    const p = await feedbackPicture(db, tenantOf(tenantId).id, id, seq);
    if (!p) throw new OpsError(`No picture ${seq} on feedback #${id}.`);
    return p;
  }

  /** Answers one feedback into the player's inbox (once: an answered feedback is refused). */
  async function answer(
    tenantId: string,
    id: number,
    body: string,
    operator: string,
  ): Promise<{ id: number; messageId: number; username: string }> {
    const tenant = tenantOf(tenantId);
    return db.transaction(async (tx) => {
      const [row] = await tx.query<{ member_id: number; username: string; content: string; answer_message_id: string | null }>(
        `SELECT f.member_id, mb.username, f.content, f.answer_message_id FROM feedback f JOIN members mb ON mb.id = f.member_id
          WHERE f.tenant_id = $1 AND f.id = $2 FOR UPDATE OF f`,
        [tenant.id, id],
      );
      if (!row) throw new OpsError(`No feedback #${id} on ${tenant.id}.`);
      if (row.answer_message_id !== null) throw new OpsError(`Feedback #${id} is already answered.`);
      const text = parse(InboxSendSchema, { to: { kind: 'all' }, title: 'Re: feedback', body }).body;
      const now = clock();
      const title = `Re: ${row.content.length > 60 ? `${row.content.slice(0, 60)}…` : row.content}`.replace(/\s+/g, ' ');
      const messageId = await insertMessage(tx, tenant, {
        target: { memberId: row.member_id },
        title,
        body: text,
        kind: 'feedback',
        sender: operator,
        now,
      });
      await tx.query('UPDATE feedback SET answer_message_id = $2, answered_by = $3, answered_at = $4 WHERE id = $1', [
        id,
        messageId,
        operator,
        now,
      ]);
      return { id, messageId, username: row.username };
    });
  }

  async function vip(tenantId: string, username: string) {
    const tenant = tenantOf(tenantId);
    const member = await player(tenant, username);
    const s = await rankStateOf(db, tenant, member, clock());
    return {
      username: member.username,
      currency: tenant.currency,
      ...(s ?? { labelId: null, nextLabelId: null, completed: 0, total: 0, figures: { deposits: 0, turnover: 0 } }),
    };
  }

  /** The VIP benefit pay run now (one brand, or every brand), as the timer runs it. */
  async function payBenefits(tenantId: string | undefined, registry: readonly Tenant[], now: Date = clock()) {
    return payVipBenefits(db, tenantId ? [tenantOf(tenantId)] : registry, now);
  }

  return { send, feedback, picture, answer, vip, payBenefits };
}
