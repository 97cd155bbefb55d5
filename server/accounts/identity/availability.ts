/** Whether the identity provider serves a brand now: an operator can take it down per brand (`npm run ops -- identity <tenant> down`). */
import type { Queryable } from '../../db/types';
import { RuntimeRepository } from '../../tenants/runtime-repository';
import { AccountError } from '../errors';

export async function assertIdentityUp(db: Queryable, tenantId: string): Promise<void> {
  if ((await new RuntimeRepository(db).switches(tenantId)).identityDown) {
    throw new AccountError('identity.provider.unavailable', 'The identity service is not available right now: sign in another way or try again later');
  }
}
