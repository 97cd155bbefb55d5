/**
 * A preview from the console: a pass onto one announcement or (null) the brand's draft help centre,
 * made and audited in one transaction (`content.preview` or `content.help.preview`, the pass's
 * expiry), and the address on the brand's own site that sets the pass, then opens `next`.
 */
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../../../tenants/schema';
import { createPreviewPass } from '../../content/preview';
import type { Db } from '../../db/types';
import { recordAudit } from '../audit';
import type { StaffIdentity } from '../permissions';
import { brandOrigin } from './preview-url';

export async function issuePreview(
  db: Db,
  request: Pick<FastifyRequest, 'protocol' | 'headers'>,
  {
    tenant,
    staff,
    announcementId,
    next,
    now,
  }: { tenant: Tenant; staff: StaffIdentity; announcementId: number | null; next: string; now: Date },
): Promise<{ url: string; expiresAt: string }> {
  const pass = await db.transaction(async (tx) => {
    const made = await createPreviewPass(tx, tenant.id, announcementId, `console:${staff.username}`, now);
    await recordAudit(tx, {
      staffId: staff.id,
      actor: staff.username,
      tenant: tenant.id,
      action: announcementId === null ? 'content.help.preview' : 'content.preview',
      target: announcementId === null ? 'help' : `announcement:${announcementId}`,
      after: { expiresAt: made.expiresAt.toISOString() },
    });
    return made;
  });
  const origin = brandOrigin(tenant, request.protocol, request.headers.host);
  return {
    url: `${origin}/console/api/content-preview/${pass.token}?next=${encodeURIComponent(next)}`,
    expiresAt: pass.expiresAt.toISOString(),
  };
}
