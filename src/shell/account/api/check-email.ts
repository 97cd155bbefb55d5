/** POST /wps/check/email (form-encoded): false when the e-mail is taken on this brand. */
import { AvailabilityValueSchema } from '@contracts/account/checks';
import { sendAccountCall } from './send';

export async function isEmailAvailable(email: string): Promise<boolean> {
  return (await sendAccountCall('checkEmail', AvailabilityValueSchema, { email })).available;
}
