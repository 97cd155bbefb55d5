/** The player's participation state in one promotion, as a badge; an upcoming one says the day it opens. */
import type { ParticipationState } from '@contracts/promotions/rewards';
import { useLingui } from '@lingui/react';
import { calendarDay } from '@contracts/format';
import { COMING_ON, STATE_TEXT, STATE_TONE } from '../lib/states';
import styles from '../promotions.module.css';

export function StateBadge({ state, testId, startDate }: { state: ParticipationState; testId?: string; startDate?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`${styles.badge} ${styles[STATE_TONE[state]]}`} data-state={state} data-testid={testId}>
      {state === 'coming' && startDate
        ? i18n._({ ...COMING_ON, values: { date: calendarDay(startDate, '/') } })
        : i18n._(STATE_TEXT[state])}
    </span>
  );
}
