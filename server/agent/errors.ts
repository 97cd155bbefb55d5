/** An agent call's refusal: an ApiError whose status and default message come from AGENT_ERRORS. */
import { AGENT_ERRORS, type AgentErrorCode } from '../../src/contracts/agent/error-codes';
import { ApiError } from '../http/api-error';

export class AgentError extends ApiError {
  override readonly name = 'AgentError';
  declare readonly code: AgentErrorCode;
  constructor(code: AgentErrorCode, value: Record<string, unknown> | null = null, message?: string) {
    super(code, message ?? AGENT_ERRORS[code].message, AGENT_ERRORS[code].status, value);
  }
}
