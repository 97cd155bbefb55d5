/** Titles of each contract kind (the prompt titles of the spec: daily-salary, dividend, hour-salary agents). */
import type { ContractKind, ContractRequests } from '@contracts/agent/agent';
import type { RouteKey } from '@kernel';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const KIND_ROUTE: Record<ContractKind, RouteKey> = {
  salary: 'salaryContract',
  dividend: 'dividendContract',
  hourly: 'hourContract',
};
export const KIND_OF_ROUTE: Partial<Record<RouteKey, ContractKind>> = {
  salaryContract: 'salary',
  dividendContract: 'dividend',
  hourContract: 'hourly',
};
/** The contract-request field of each kind (spec §3). */
export const KIND_REQUEST: Record<ContractKind, keyof ContractRequests> = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
};

export const PROMPT_TITLE: Record<ContractKind, MessageDescriptor> = {
  salary: msg({ id: 'agent_prompt_daily_salary', message: 'Daily salary agent: you have a new daily salary contract request' }),
  dividend: msg({ id: 'agent_prompt_dividend', message: 'Dividend agent: you have a new dividend contract request' }),
  hourly: msg({ id: 'agent_prompt_hour_salary', message: 'Hour salary agent: you have a new hourly salary contract request' }),
};

export const BASE_TEXT: Record<ContractKind, MessageDescriptor> = {
  salary: msg`Paid each day: the rate of your team's turnover that day`,
  dividend: msg`Paid each half month (1st-15th, 16th-end): the rate of your team's net loss in the period`,
  hourly: msg`Paid each hour: the rate of your team's turnover in that hour`,
};
