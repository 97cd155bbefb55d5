/** Answers of the agent calls for the component tests, shaped by the contracts' types (money in cents, rates in basis points). */
import type {
  Affiliate,
  AgentHome,
  Contract,
  ContractView,
  Downline,
  DownlineDetail,
  Figures,
  Quotas,
  TeamKpi,
} from '@contracts/agent/agent';
import type { Page } from '@contracts/wallet/paging';

export const ME = 'agent007';

export const HOME: AgentHome = {
  profile: { username: ME, memberType: 1, level: 2, upline: 'boss1', rebate: 200, quota: 10, quotaUsed: 3, affiliateCode: 'AB12CD' },
  announcements: [],
};

const figures = (over: Partial<Figures> = {}): Figures => ({
  from: '2026-11-01',
  to: '2026-11-26',
  turnover: 0,
  deposits: 0,
  netWin: 0,
  activePlayers: 0,
  newMembers: 0,
  ...over,
});

export const KPI: TeamKpi = {
  TeamKPIA: figures({ turnover: 12_345, activePlayers: 4 }),
  TeamKPIB: figures({ turnover: 98_700, activePlayers: 9 }),
  TeamKPIC: figures({ turnover: 400_000, activePlayers: 21 }),
  Subordinate: { direct: 5, total: 17, agents: 2, players: 15 },
  CurrentDailySalary: { rate: null, minActive: null, turnover: 0, activePlayers: 0, estimate: 0, lastPaid: 0 },
};

export const downline = (username: string, over: Partial<Downline> = {}): Downline => ({
  username,
  nickname: null,
  memberType: 0,
  isAgent: false,
  depth: 1,
  upline: ME,
  rebate: 0,
  teamSize: 0,
  joinedAt: '2026-10-05T08:00:00.000Z',
  lastLoginAt: null,
  ...over,
});

export const page = (list: Downline[], over: Partial<Page<Downline>> = {}): Page<Downline> => ({
  list,
  pageNo: 1,
  pageSize: 20,
  totalPages: 1,
  totalCount: list.length,
  ...over,
});

export const detail = (d: Downline, month: Partial<Figures> = {}): DownlineDetail => ({
  downline: d,
  month: figures(month),
  ownMonth: figures(),
});

export const REBATE_SETTINGS = { rebate: 200, maxDownlineRebate: 200, step: 10 };
export const QUOTAS: Quotas = { quota: 10, used: 3, left: 7 };

export const AFFILIATE: Affiliate = {
  affiliateCode: '80000001',
  registerPath: '/m/register?affiliateCode=80000001',
  registrations: 12,
  registrationsThisMonth: 3,
};

export const contract = (over: Partial<Contract> = {}): Contract => ({
  id: 41,
  kind: 'salary',
  upline: 'boss1',
  downline: ME,
  rate: 150,
  minActive: 3,
  status: 'pending',
  createdAt: '2026-11-20T09:30:00.000Z',
  respondedAt: null,
  ...over,
});

export const view = (over: Partial<ContractView> = {}): ContractView => ({
  kind: 'salary',
  mine: null,
  payments: [],
  offered: [],
  ...over,
});
