/**
 * Agent flags (spec §6-§7 "Agent", module ids of §3). The matrix's member is an agent
 * (scripts/qa/member.ts promotes it through the operator API), so its agent centre `/m/agent/home`
 * shows: the team KPIs with AGEINFO3, the downline-management shortcut with AGEDOWNMAN3, the
 * referral (affiliate) shortcut with AFFMAN3, and the agent announcements with AGEANNOUNCE3.
 * Absence counts once the agent's profile card (always shown) is drawn.
 */
import { type Effect, member, shownWhen } from './types';

const HOME = '/m/agent/home';
const PROFILE = '[data-testid="agent-profile"]';

const agentHomeEffect = (key: string, what: string, selector: string, spec: string): Effect => ({
  switch: key,
  id: `${key}.agent-home`,
  spec,
  says: `the agent centre shows ${what} only when ${key} is on`,
  status: 'active',
  checks: (v) => [{ scene: member(HOME), expect: shownWhen(v === true, selector, what, PROFILE) }],
});

export const agentEffects: Effect[] = [
  agentHomeEffect('AGEINFO3', 'the team KPIs', '[data-testid="agent-kpi"]', '§7 Agent (team KPI, moduleId AGEINFO3)'),
  agentHomeEffect(
    'AGEDOWNMAN3',
    'the downline management shortcut',
    '[data-testid="agent-shortcut-agentDownlines"]',
    '§3 module ids, §7 Agent (downlines)',
  ),
  agentHomeEffect(
    'AFFMAN3',
    'the referral (affiliate) shortcut',
    '[data-testid="agent-shortcut-agentReferral"]',
    '§7 Agent (affiliate default moduleId AFFMAN3)',
  ),
  agentHomeEffect(
    'AGEANNOUNCE3',
    'the agent announcements',
    '[data-testid="agent-announcements"]',
    '§3 content types (Agent=A), module ids',
  ),
];
