/** Whether the identity provider serves a brand now: an operator can take it down per brand (`npm run ops -- identity <tenant> down`). */
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import { RuntimeRepository } from '../../tenants/runtime-repository';

export async function assertIdentityUp(db: Queryable, tenantId: string): Promise<void> {
  if ((await new RuntimeRepository(db).switches(tenantId)).identityDown) {
    throw new ApiError('identity.provider.unavailable', {
      message: 'The identity service is not available right now: sign in another way or try again later',
    });
  }
}
