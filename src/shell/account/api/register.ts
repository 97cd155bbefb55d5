/** PUT /wps/member/register (username) or /wps/member/register/mobile (encrypted); logs the player in. */
import { type RegisterRequest, RegisterValueSchema } from '@contracts/account/register';
import type { LoginValue } from '@contracts/account/session';
import type { RegisterMethod } from '@contracts/validation/registration';
import { sendAccountCall } from './send';

export function register(method: RegisterMethod, request: RegisterRequest): Promise<LoginValue> {
  return sendAccountCall(method === 'username' ? 'registerUsername' : 'registerMobile', RegisterValueSchema, request);
}
