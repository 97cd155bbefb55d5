/** Sends one agent call by its contract (method, path, how the input travels), validating the answer. */
import {
  AffiliateSchema,
  AgentHomeSchema,
  type ContractKind,
  ContractSchema,
  ContractViewSchema,
  DownlineDetailSchema,
  DownlinePageSchema,
  DownlineSchema,
  QuotasSchema,
  RebateSettingsSchema,
  TeamKpiSchema,
} from '@contracts/agent/agent';
import { AGENT_CALLS, type AgentCallName } from '@contracts/agent/calls';
import { apiRequest } from '@kernel';
import * as v from 'valibot';

type Query = Record<string, string | number | boolean | null | undefined>;

function send<T>(name: AgentCallName, schema: v.GenericSchema<T>, input?: object): Promise<T> {
  const def = AGENT_CALLS[name];
  if (def.input === 'query') return apiRequest(def.path, { method: def.method, schema, query: (input ?? {}) as Query });
  if (def.input === 'json') return apiRequest(def.path, { method: def.method, schema, body: input ?? {} });
  return apiRequest(def.path, { method: def.method, schema });
}

const ListSchema = v.object({ list: v.array(DownlineSchema) });
const CONTRACT_CALL: Record<ContractKind, AgentCallName> = {
  salary: 'salaryContract',
  dividend: 'dividendContract',
  hourly: 'hourContract',
};

export const agentApi = {
  home: () => send('home', AgentHomeSchema),
  kpi: () => send('teamKpi', TeamKpiSchema, { moduleId: 'AGEINFO3' }),
  downlines: (q: { pageNo: number; pageSize: number; username: string; scope: 'direct' | 'team'; role?: 'any' | 'agent' }) =>
    send('downlines', DownlinePageSchema, { moduleId: 'AGEDOWNMAN3', ...q }),
  downline: (username: string) => send('downline', DownlineDetailSchema, { moduleId: 'AGEDOWNMAN3', username }),
  /** agents of my team the members named in `moving` (comma-separated) can move under */
  moveTargets: (q: { pageNo: number; pageSize: number; username: string; moving: string }) =>
    send('moveTargets', DownlinePageSchema, { moduleId: 'AGEDOWNMAN3', ...q }),
  updateRebates: (list: { username: string; rebate: number }[]) => send('updateDownlineRebates', ListSchema, { list }),
  transfer: (usernames: string[], target: string) =>
    usernames.length === 1
      ? send('transferDownline', ListSchema, { username: usernames[0], target })
      : send('transferMultipleDownline', ListSchema, { usernames, target }),
  affiliate: () => send('affiliate', AffiliateSchema, { moduleId: 'AFFMAN3' }),
  rebateSettings: () => send('rebateSettings', RebateSettingsSchema),
  quotas: () => send('quotas', QuotasSchema),
  contract: (kind: ContractKind) => send(CONTRACT_CALL[kind], ContractViewSchema, { moduleId: 'COMM3' }),
  offer: (input: { kind: ContractKind; username: string; rate: number; minActive: number }) => send('offerContract', ContractSchema, input),
  respond: (id: number, accept: boolean) => send('respondContract', ContractSchema, { id, accept }),
};
