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

export const unspecifiedEffects: Effect[] = [
  p('COMM3', 'common member services (help centre, system settings)', 'the spec names no visible change when COMM3 is off; help centre not built yet'),
  p('PERSPNL3', 'personal profit and loss', 'no screen for personal profit and loss in the spec route table'),
];
