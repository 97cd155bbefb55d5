/** POST /wps/member/password/forgot with query-string username and email (both trimmed). */
import type { ForgotByEmailQuery } from '@contracts/account/password';
import * as v from 'valibot';
import { sendAccountCall } from './send';

export async function forgotByEmail(query: ForgotByEmailQuery): Promise<void> {
  await sendAccountCall('forgotByEmail', v.null(), { username: query.username.trim(), email: query.email.trim() });
}
