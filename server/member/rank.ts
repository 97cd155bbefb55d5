/** A player's VIP rank from his lifetime figures: the highest rank whose two thresholds are met, and the progress toward the next. */
import { conditionParts } from '../../src/contracts/member/vip';
import type { Tenant } from '../../tenants/schema';
import type { Figures } from './figures';
import { vipSettings } from './settings';

export type RankState = { labelId: string | null; nextLabelId: string | null; completed: number; total: number; figures: Figures };

export function rankOf(tenant: Tenant, figures: Figures): RankState {
  const { ranks } = vipSettings(tenant);
  let at = 0;
  ranks.forEach((r, i) => {
    if (figures.deposits >= r.deposits && figures.turnover >= r.turnover) at = i;
  });
  const current = ranks[at];
  const next = ranks[at + 1];
  if (!next) return { labelId: current?.labelId ?? null, nextLabelId: null, completed: 1, total: 1, figures };
  const d = conditionParts(figures.deposits, next.deposits);
  const t = conditionParts(figures.turnover, next.turnover);
  return {
    labelId: current?.labelId ?? null,
    nextLabelId: next.labelId,
    completed: d.completed + t.completed,
    total: d.total + t.total,
    figures,
  };
}
