/** POST /wps/session/login/freeplay (moduleId FREEPLAY3): a token for the trial user. */
import { type FreePlayValue, FreePlayValueSchema } from '@contracts/account/session';
import { ACCOUNT_MODULE_IDS } from '@contracts/account/calls';
import { sendAccountCall } from './send';

export function freePlayLogin(userName: string): Promise<FreePlayValue> {
  return sendAccountCall('freePlayLogin', FreePlayValueSchema, { userName, moduleId: ACCOUNT_MODULE_IDS.freePlayLogin });
}
