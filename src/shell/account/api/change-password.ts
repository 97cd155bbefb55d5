/** POST /wps/member/password/change (v2 payload) with the session token. */
import type { ChangePasswordRequest } from '@contracts/account/password';
import * as v from 'valibot';
import { sendAccountCall } from './send';

export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await sendAccountCall('changePassword', v.null(), request);
}
