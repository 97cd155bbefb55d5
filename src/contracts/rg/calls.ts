/** Method and path of the responsible-gambling calls (payloads are ours). */
import { type CallDef, call } from '../call';

export const RG_CALLS = {
  status: call('GET', '/wps/rg/status', 'none'),
  setLimit: call('POST', '/wps/rg/limits', 'json'),
  setSessionRules: call('POST', '/wps/rg/session', 'json'),
  /** confirmed with the password (sent like the password change's) */
  exclude: call('POST', '/wps/rg/exclusion', 'json'),
  history: call('GET', '/wps/rg/history', 'query'),
  realityCheck: call('GET', '/wps/rg/reality-check', 'none'),
  /** the player answered the reminder ("continue" or "see history"): bets go on (the server holds them until then) */
  answerRealityCheck: call('POST', '/wps/rg/reality-check/answer', 'none'),
  /** what a deposit may still be under the deposit limits (the deposit page) */
  depositAllowance: call('GET', '/wps/rg/deposit-allowance', 'none'),
} as const satisfies Record<string, CallDef>;

export type RgCallName = keyof typeof RG_CALLS;
