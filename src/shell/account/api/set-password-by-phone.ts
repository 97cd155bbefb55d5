/** POST /wps/member/password/phone (encrypted): new password by mobile number and SMS code. */
import type { SetPasswordByPhoneRequest } from '@contracts/account/password';
import * as v from 'valibot';
import { sendAccountCall } from './send';

export async function setPasswordByPhone(request: SetPasswordByPhoneRequest): Promise<void> {
  await sendAccountCall('setPasswordByPhone', v.null(), request);
}
