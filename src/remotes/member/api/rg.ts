/** The responsible-gambling calls by contract (src/contracts/rg). */
import { RG_CALLS, type RgCallName } from '@contracts/rg/calls';
import { HistorySchema, RealityCheckSchema, RgStatusSchema } from '@contracts/rg/rg';
import type {
  ExcludeRequest,
  History,
  LimitPeriod,
  RealityCheck,
  RgStatus,
  SetLimitRequest,
  SetSessionRulesRequest,
} from '@contracts/rg/rg';
import { apiRequest } from '@kernel';
import * as v from 'valibot';

function send<T>(name: RgCallName, schema: v.GenericSchema<T>, o: { body?: object; query?: Record<string, string> } = {}): Promise<T> {
  const def = RG_CALLS[name];
  return apiRequest(def.path, { method: def.method, schema, ...(o.body ? { body: o.body } : {}), ...(o.query ? { query: o.query } : {}) });
}

export const rgApi = {
  status: (): Promise<RgStatus> => send('status', RgStatusSchema),
  setLimit: (body: SetLimitRequest): Promise<RgStatus> => send('setLimit', RgStatusSchema, { body }),
  setSessionRules: (body: SetSessionRulesRequest): Promise<RgStatus> => send('setSessionRules', RgStatusSchema, { body }),
  exclude: (body: ExcludeRequest): Promise<RgStatus> => send('exclude', RgStatusSchema, { body }),
  history: (period: LimitPeriod): Promise<History> => send('history', HistorySchema, { query: { period } }),
  realityCheck: (): Promise<RealityCheck> => send('realityCheck', RealityCheckSchema),
  answerRealityCheck: (): Promise<null> => send('answerRealityCheck', v.null()),
};
