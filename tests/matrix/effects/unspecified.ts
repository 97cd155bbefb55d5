/**
 * Flags whose observable effect the spec does not name on any screen built so far. Each is
 * declared (so the inventory check passes) and reported as pending with the reason; when the
 * feature lands, its issue replaces the entry with real checks.
 */
import type { Effect } from './types';

const p = (key: string, says: string, reason: string): Effect => ({
  switch: key,
  id: `${key}.pending`,
  spec: '§3 module ids; §6; docs/flags.md',
  says,
  status: 'pending',
  reason,
});

const AGENT = 'agent screens are not built yet, and the matrix has no agent account to log in with';

export const unspecifiedEffects: Effect[] = [
  p('AGEANNOUNCE3', 'agent announcements', AGENT),
  p('PERSPNL3', 'personal profit and loss', 'no screen for personal profit and loss in the spec route table'),
  p('AGEINFO3', 'agent team information (KPI)', AGENT),
  p('AGEDOWNMAN3', 'agent downline management', AGENT),
  p('INBOX3', 'inbox (unread count)', 'inbox is not built yet; the spec names no inbox route'),
  p('FEEDBACK3', 'feedback', 'the spec lists a feedback item but does not tie it to FEEDBACK3; feedback screen not built yet'),
  p('PROFPIC3', 'profile picture', 'profile screen (/m/member/home) not built yet'),
  p('AFFMAN3', 'affiliate management', AGENT),
];
