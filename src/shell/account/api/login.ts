/** POST /wps/session/login (encrypted): username, sms or firebase (identity provider) login. */
import { type LoginRequest, type LoginValue, LoginValueSchema } from '@contracts/account/session';
import { sendAccountCall } from './send';

export function login(request: LoginRequest): Promise<LoginValue> {
  return sendAccountCall('login', LoginValueSchema, request);
}
