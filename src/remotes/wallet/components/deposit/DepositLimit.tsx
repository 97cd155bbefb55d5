/**
 * Under the amount: what the player's deposit limits leave, that deposits are closed during a
 * time-out or self-exclusion, or, when that could not be loaded, why, with Retry. Nothing while it
 * loads or when the player has no limit. Without it the form still sends: the server checks
 * every deposit against the limits and refuses one above them in the player's words.
 */
import type { DepositAllowance } from '@contracts/rg/rg';
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { type Loaded, useFormat } from '@kernel';
import { RG_REFUSAL_TEXT } from '../../lib/error-text';
import styles from '../../wallet.module.css';
import { InlineFailure } from '../InlineFailure';

/**
 * The allowance the amount is checked against: the newest answer once it has come. None while it
 * loads again (after a deposit the last answer still counts the money just sent as unused) or when
 * that load failed.
 */
export const knownAllowance = (allowance: Loaded<DepositAllowance>): DepositAllowance | null =>
  allowance.loading || allowance.error !== null ? null : allowance.data;

export function DepositLimit({ allowance }: { allowance: Loaded<DepositAllowance> }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money } = useFormat();
  if (allowance.error !== null)
    return (
      <InlineFailure
        title={t`Your deposit limit could not be checked: the amount is checked when you send it`}
        error={allowance.error}
        onRetry={allowance.reload}
        busy={allowance.loading}
        testId="deposit-limit-error"
      />
    );
  const known = knownAllowance(allowance);
  if (known?.excluded)
    return (
      <p className={styles.notice} data-testid="deposit-limit-excluded">
        {i18n._(RG_REFUSAL_TEXT['rg.excluded'])}
      </p>
    );
  if (!known || known.left === null) return null;
  const left = known.left;
  return (
    <p className={styles.notice} data-testid="deposit-limit-left">
      {known.period === 'week'
        ? t`Left under your weekly deposit limit: ${money(left)}`
        : known.period === 'month'
          ? t`Left under your monthly deposit limit: ${money(left)}`
          : t`Left under your daily deposit limit: ${money(left)}`}
    </p>
  );
}
