/** The member-centre calls of the promotions remote's pages (VIP benefits, missions), by contract. */
import { MEMBER_CALLS } from '@contracts/member/calls';
import { type ClaimMissionValue, ClaimMissionValueSchema, type MissionsValue, MissionsValueSchema } from '@contracts/member/missions';
import { type VipValue, VipValueSchema } from '@contracts/member/vip';
import { apiRequest } from '@kernel';

export const vipApi = {
  overview: (): Promise<VipValue> => apiRequest(MEMBER_CALLS.vip.path, { method: MEMBER_CALLS.vip.method, schema: VipValueSchema }),
  missions: (): Promise<MissionsValue> =>
    apiRequest(MEMBER_CALLS.missions.path, { method: MEMBER_CALLS.missions.method, schema: MissionsValueSchema }),
  claim: (missionId: string): Promise<ClaimMissionValue> =>
    apiRequest(MEMBER_CALLS.claimMission.path, {
      method: MEMBER_CALLS.claimMission.method,
      schema: ClaimMissionValueSchema,
      body: { missionId },
    }),
};
