/**
 * Stable error codes of the agent calls with their HTTP status and English message; the
 * agent remote maps each code to its Lingui message.
 */
export const AGENT_ERRORS = {
  'agent.not.agent': { status: 403, message: 'This is for agent accounts only' },
  /** the username is not in this agent's team (also for another agent's downline: never revealed) */
  'agent.downline.not.found': { status: 404, message: 'No such member in your team' },
  /** value: { max } in basis points */
  'agent.rebate.above.own': { status: 400, message: 'A downline rebate cannot be above your own rebate' },
  /** value: { min } in basis points: a sub-agent keeps at least the rebate of its own downlines */
  'agent.rebate.below.team': { status: 400, message: 'This rebate is below what the downline already gave its own team' },
  /** value: { quota, used } */
  'agent.quota.exceeded': { status: 409, message: 'No quota left to open another sub-agent' },
  'agent.transfer.target.invalid': { status: 400, message: 'Move downlines only to yourself or to an agent of your team' },
  'agent.transfer.cycle': { status: 400, message: 'An agent cannot be moved under its own team' },
  'agent.contract.not.found': { status: 404, message: 'No such contract' },
  'agent.contract.exists': { status: 409, message: 'This downline already has a pending or active contract of this kind' },
  'agent.contract.not.direct': { status: 400, message: 'Contracts are offered only to your direct sub-agents' },
  'agent.contract.decided': { status: 409, message: 'This contract request was already answered' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AgentErrorCode = keyof typeof AGENT_ERRORS;
