/** GET /wps/member/rank/progress with the token (vipProgress is computed from it). */
import { type RankProgressValue, RankProgressValueSchema } from '@contracts/account/member';
import { sendAccountCall } from './send';

export function fetchRankProgress(): Promise<RankProgressValue> {
  return sendAccountCall('rankProgress', RankProgressValueSchema);
}
