/** Method and path of the agent calls (spec §7 "Agent"; payloads are ours, in the platform's style). */
import { type CallDef, call } from '../call';

export const AGENT_CALLS = {
  /** agent home: own profile (level, rebate, quota, affiliate code) and agent announcements (type A) */
  home: call('GET', '/wps/agent/home', 'query'),
  /** moduleId AGEINFO3: TeamKPIA (today), TeamKPIB (this week), TeamKPIC (this month), Subordinate, CurrentDailySalary */
  teamKpi: call('GET', '/wps/agent/teamKpi', 'query'),
  downlines: call('GET', '/wps/agent/downlines', 'query'),
  downline: call('GET', '/wps/agent/downline', 'query'),
  updateDownlineRebates: call('POST', '/wps/agent/updateDownlineRebates', 'json'),
  /** agents of my team that selected downlines can move under (search, paging) */
  moveTargets: call('GET', '/wps/agent/moveTargets', 'query'),
  transferDownline: call('POST', '/wps/agent/transferDownline', 'json'),
  transferMultipleDownline: call('POST', '/wps/agent/transferMultipleDownline', 'json'),
  /** moduleId AFFMAN3: affiliate code, link, registrations through it */
  affiliate: call('GET', '/wps/agent/affiliate', 'query'),
  rebateSettings: call('GET', '/wps/agent/rebateSettings', 'query'),
  quotas: call('GET', '/wps/agent/quotas', 'query'),
  /** moduleId COMM3: the contract offered to me (pending or active), its payments, and those I offered */
  salaryContract: call('GET', '/wps/agent/contract/dailySalary', 'query'),
  dividendContract: call('GET', '/wps/agent/contract/dividend', 'query'),
  hourContract: call('GET', '/wps/agent/contract/hourlySalary', 'query'),
  offerContract: call('POST', '/wps/agent/contract/offer', 'json'),
  respondContract: call('POST', '/wps/agent/contract/respond', 'json'),
  /** spec §7: the contract-request check (pending requests per kind) */
  contractRequests: call('GET', '/wps/member/info/funds/consolidated', 'none'),
} as const satisfies Record<string, CallDef>;

export type AgentCallName = keyof typeof AGENT_CALLS;
