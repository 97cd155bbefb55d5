/** The player's participation state in one promotion, as a badge. */
import type { ParticipationState } from '@contracts/promotions/rewards';
import { useLingui } from '@lingui/react';
import { STATE_TEXT, STATE_TONE } from '../lib/states';
import styles from '../promotions.module.css';

export function StateBadge({ state, testId }: { state: ParticipationState; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`${styles.badge} ${styles[STATE_TONE[state]]}`} data-state={state} data-testid={testId}>
      {i18n._(STATE_TEXT[state])}
    </span>
  );
}
