/** GET /wps/member/info with the token. */
import { type MemberInfo, MemberInfoValueSchema } from '@contracts/account/member';
import { sendAccountCall } from './send';

export function fetchMemberInfo(): Promise<MemberInfo> {
  return sendAccountCall('memberInfo', MemberInfoValueSchema);
}
