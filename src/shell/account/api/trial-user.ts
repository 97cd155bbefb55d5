/** POST /wps/member/trialuser (JSON, platform headers): creates a trial user under the brand's trial merchant. */
import { TrialUserValueSchema } from '@contracts/account/member';
import type * as v from 'valibot';
import { sendAccountCall } from './send';

export function createTrialUser(): Promise<v.InferOutput<typeof TrialUserValueSchema>> {
  return sendAccountCall('trialUser', TrialUserValueSchema, {});
}
