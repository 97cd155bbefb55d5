/** Take a time-out or self-exclude, confirmed with the password; immediate and not reversible early. */
import { type ExclusionDuration, type RgStatus, SELF_EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from '@contracts/rg/rg';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, toast } from '@kernel';
import { type FormEvent, useState } from 'react';
import { rgApi } from '../api/rg';
import { DURATION_TEXT, rgErrorText } from '../lib/rg-text';
import styles from '../rg.module.css';

type Kind = 'timeout' | 'selfExclusion';

export function ExclusionSection({ onStatus }: { onStatus: (s: RgStatus) => void }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<Kind>('timeout');
  const [duration, setDuration] = useState<ExclusionDuration>('24h');
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const durations = kind === 'timeout' ? TIMEOUT_DURATIONS : SELF_EXCLUSION_DURATIONS;
  const pick = (k: Kind) => {
    setKind(k);
    setDuration(k === 'timeout' ? '24h' : '6m');
  };
  const ask = (e: FormEvent) => {
    e.preventDefault();
    if (password === '') return void toast.short(t`Enter your password to confirm`);
    setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    try {
      const body =
        kind === 'timeout'
          ? { kind, duration: duration as (typeof TIMEOUT_DURATIONS)[number], password }
          : { kind, duration: duration as (typeof SELF_EXCLUSION_DURATIONS)[number], password };
      onStatus(await rgApi.exclude(body));
      setPassword('');
    } catch (error) {
      toast.short(rgErrorText(i18n, error));
    }
  };
  return (
    <section className={styles.section} data-testid="rg-exclusion">
      <h2>
        <Trans>Take a break</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>
          A time-out or self-exclusion starts at once and cannot be ended early. Until it ends you can only withdraw and see your records,
          and you receive no marketing.
        </Trans>
      </p>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={kind === 'timeout'}
          onClick={() => pick('timeout')}
          data-testid="rg-kind-timeout"
        >
          <Trans>Time-out</Trans>
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={kind === 'selfExclusion'}
          onClick={() => pick('selfExclusion')}
          data-testid="rg-kind-self"
        >
          <Trans>Self-exclusion</Trans>
        </button>
      </div>
      <form className={styles.row} onSubmit={ask} noValidate>
        <select
          className={styles.select}
          aria-label={t`Length`}
          value={duration}
          onChange={(e) => setDuration(e.target.value as ExclusionDuration)}
          data-testid="rg-exclusion-duration"
        >
          {durations.map((d) => (
            <option key={d} value={d}>
              {i18n._(DURATION_TEXT[d])}
            </option>
          ))}
        </select>
        <input
          className={styles.input}
          type="password"
          autoComplete="current-password"
          aria-label={t`Password`}
          placeholder={t`Password`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="rg-exclusion-password"
        />
        <button type="submit" className={`${styles.button} ${styles.danger}`} data-testid="rg-exclusion-start">
          <Trans>Start now</Trans>
        </button>
      </form>
      <Modal
        open={confirming}
        title={t`Are you sure?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className={styles.button} onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.danger}`}
              onClick={() => void confirm()}
              data-testid="rg-exclusion-confirm"
            >
              <Trans>Confirm</Trans>
            </button>
          </>
        }
      >
        <p>
          <Trans>For {i18n._(DURATION_TEXT[duration])} you will not be able to deposit or play. This cannot be undone.</Trans>
        </p>
      </Modal>
    </section>
  );
}
