/** DELETE /wps/session/logout with the token, empty body. */
import * as v from 'valibot';
import { sendAccountCall } from './send';

export function logout(): Promise<null> {
  return sendAccountCall('logout', v.null());
}
