/** GET /wps/check/username: false when the name is taken on this brand. */
import { AvailabilityValueSchema } from '@contracts/account/checks';
import { sendAccountCall } from './send';

export async function isUsernameAvailable(username: string): Promise<boolean> {
  return (await sendAccountCall('checkUsername', AvailabilityValueSchema, { username })).available;
}
