/** A Lingui message for every agent error code; `agentErrorText` is what screens show. */
import type { AgentErrorCode } from '@contracts/agent/error-codes';
import { errorTextOf } from '@contracts/error-text';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const AGENT_ERROR_TEXT: Record<AgentErrorCode, MessageDescriptor> = {
  'agent.not.agent': msg({ id: 'agent.not.agent', message: 'This is for agent accounts only' }),
  'agent.downline.not.found': msg({ id: 'agent.downline.not.found', message: 'No such member in your team' }),
  'agent.rebate.above.own': msg({ id: 'agent.rebate.above.own', message: 'A downline rebate cannot be above your own rebate' }),
  'agent.rebate.below.team': msg({
    id: 'agent.rebate.below.team',
    message: 'This rebate is below what the downline already gave its own team',
  }),
  'agent.quota.exceeded': msg({ id: 'agent.quota.exceeded', message: 'No quota left to open another sub-agent' }),
  'agent.transfer.target.invalid': msg({
    id: 'agent.transfer.target.invalid',
    message: 'Move downlines only to yourself or to an agent of your team',
  }),
  'agent.transfer.cycle': msg({ id: 'agent.transfer.cycle', message: 'An agent cannot be moved under its own team' }),
  'agent.contract.not.found': msg({ id: 'agent.contract.not.found', message: 'No such contract' }),
  'agent.contract.exists': msg({
    id: 'agent.contract.exists',
    message: 'This downline already has a pending or active contract of this kind',
  }),
  'agent.contract.not.direct': msg({ id: 'agent.contract.not.direct', message: 'Contracts are offered only to your direct sub-agents' }),
  'agent.contract.decided': msg({ id: 'agent.contract.decided', message: 'This contract request was already answered' }),
};

export const agentErrorText = errorTextOf(AGENT_ERROR_TEXT, msg({ id: 'agent.failed', message: 'That did not work, please try again' }));
