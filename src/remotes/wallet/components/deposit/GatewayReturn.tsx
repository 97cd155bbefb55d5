/**
 * Back from the gateway (`?deposit=<id>`): the deposit's state, checked until it is decided
 * (`deposit-poll.ts`); the wallet reloads when it is. A check that fails says why, with Retry; a
 * pending gateway deposit says until when it may be paid (`PayBy`); a payment not confirmed within
 * the window says what happens next, with "Check again"; a rejected,
 * cancelled or expired deposit says what to do.
 */
import type { DepositView } from '@contracts/wallet/deposit';
import { Trans, useLingui } from '@lingui/react/macro';
import { refreshWalletAtom, Skeleton, useFormat } from '@kernel';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import styles from '../../wallet.module.css';
import { InlineFailure } from '../InlineFailure';
import { Status } from '../Status';
import { useDepositPoll } from './deposit-poll';
import { PayBy } from './PayBy';

export { RETRY_MAX_MS, RETURN_POLL_MS, RETURN_WINDOW_MS } from './deposit-poll';

export function GatewayReturn({ depositId, onDecided }: { depositId: number; onDecided: () => void }) {
  const { t } = useLingui();
  const { money } = useFormat();
  const refresh = useSetAtom(refreshWalletAtom);
  const decided = useCallback(
    (_: DepositView) => {
      void refresh();
      onDecided();
    },
    [refresh, onDecided],
  );
  const { deposit, error, phase, checkNow } = useDepositPoll(depositId, decided);
  return (
    <section className={styles.card} role="status" data-testid="deposit-result">
      <div className={styles.row}>
        <h2>
          <Trans>Payment result</Trans>
        </h2>
        {deposit && <Status status={deposit.status} testId="deposit-result-status" />}
      </div>
      {deposit ? <p className={styles.amount}>{money(deposit.amount)}</p> : error === null && <Skeleton lines={1} />}
      {deposit && <PayBy deposit={deposit} testId="deposit-result-pay-by" block />}
      {error !== null && (
        <>
          <InlineFailure
            title={t`The payment result could not be checked`}
            error={error}
            onRetry={checkNow}
            busy={phase === 'checking'}
            testId="deposit-result-error"
          />
          {phase === 'waiting' && (
            <p className={styles.muted} data-testid="deposit-result-retrying">
              <Trans>Checking again automatically…</Trans>
            </p>
          )}
        </>
      )}
      {error === null && deposit?.status === 'pending' && phase !== 'paused' && (
        <p className={styles.muted}>
          <Trans>Waiting for the payment confirmation…</Trans>
        </p>
      )}
      {error === null && deposit?.status === 'pending' && phase === 'paused' && (
        <div className={styles.notice} data-testid="deposit-result-unconfirmed">
          <p>
            <Trans>
              Not confirmed yet. If you paid, the deposit is credited as soon as the payment is confirmed, and shows under Recent deposits.
            </Trans>
          </p>
          <button type="button" className={styles.ghost} onClick={checkNow} data-testid="deposit-result-check">
            <Trans>Check again</Trans>
          </button>
        </div>
      )}
      {deposit?.status === 'rejected' && <Rejected deposit={deposit} />}
      {deposit?.status === 'cancelled' && (
        <p className={styles.notice} data-testid="deposit-result-ended">
          <Trans>You cancelled this payment, so nothing was credited. You can make a new deposit.</Trans>
        </p>
      )}
      {deposit?.status === 'expired' && <Expired deposit={deposit} />}
    </section>
  );
}

/** A rejected deposit: the operator's note, and what the player can do. */
function Rejected({ deposit }: { deposit: DepositView }) {
  const reference = deposit.reference;
  return (
    <p className={styles.notice} data-testid="deposit-result-rejected">
      {deposit.note && (
        <>
          {deposit.note}
          <br />
        </>
      )}
      <Trans>
        This deposit was not credited. If you paid, contact customer service with the reference {reference}; otherwise you can make a new
        deposit.
      </Trans>
    </p>
  );
}

/** A deposit whose payment the gateway did not confirm in time: it ended, and what the player can do. */
function Expired({ deposit }: { deposit: DepositView }) {
  const reference = deposit.reference;
  return (
    <p className={styles.notice} data-testid="deposit-result-ended">
      <Trans>
        The payment was not confirmed in time, so this deposit expired and nothing was credited. If you paid, contact customer service with
        the reference {reference}; otherwise you can make a new deposit.
      </Trans>
    </p>
  );
}
