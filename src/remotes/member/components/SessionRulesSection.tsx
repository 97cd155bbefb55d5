/** Session time limit and reality-check interval (minutes; empty = none). */
import type { RgStatus, Rule } from '@contracts/rg/rg';
import { Trans, useLingui } from '@lingui/react/macro';
import { sessionRulesVersionAtom, toast } from '@kernel';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { rgApi } from '../api/rg';
import { rgErrorText } from '../lib/rg-text';
import styles from '../rg.module.css';

const text = (r: Rule) => (r.current === null ? '' : String(r.current));
const minutes = (s: string): number | null | 'bad' => {
  if (s.trim() === '') return null;
  const n = Number(s);
  return Number.isInteger(n) && n >= 5 && n <= 1440 ? n : 'bad';
};

export function SessionRulesSection({ status, onStatus }: { status: RgStatus; onStatus: (s: RgStatus) => void }) {
  const { t, i18n } = useLingui();
  const [session, setSession] = useState(text(status.sessionLimit));
  const [reality, setReality] = useState(text(status.realityCheck));
  const bump = useSetAtom(sessionRulesVersionAtom);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sessionLimitMinutes = minutes(session);
    const realityCheckMinutes = minutes(reality);
    if (sessionLimitMinutes === 'bad' || realityCheckMinutes === 'bad')
      return void toast.short(t`Enter minutes between 5 and 1440, or leave empty`);
    try {
      onStatus(await rgApi.setSessionRules({ sessionLimitMinutes, realityCheckMinutes }));
      bump((n) => n + 1);
      toast.success(t`Saved`);
    } catch (error) {
      toast.short(rgErrorText(i18n, error));
    }
  };
  const pending = [status.sessionLimit.pending, status.realityCheck.pending].some(Boolean);
  return (
    <section className={styles.section} data-testid="rg-session">
      <h2>
        <Trans>Session time and reality check</Trans>
      </h2>
      <p className={styles.hint}>
        <Trans>At the session limit you are logged out; the reality check reminds you of your time and result while you play.</Trans>
      </p>
      <form className={styles.row} onSubmit={submit} noValidate>
        <input
          className={styles.input}
          inputMode="numeric"
          aria-label={t`Session limit (minutes)`}
          placeholder={t`Session limit (minutes)`}
          value={session}
          onChange={(e) => setSession(e.target.value)}
          data-testid="rg-session-limit"
        />
        <input
          className={styles.input}
          inputMode="numeric"
          aria-label={t`Reality check every (minutes)`}
          placeholder={t`Reality check every (minutes)`}
          value={reality}
          onChange={(e) => setReality(e.target.value)}
          data-testid="rg-reality-interval"
        />
        <button type="submit" className={styles.button} data-testid="rg-session-save">
          <Trans>Save</Trans>
        </button>
      </form>
      {pending && (
        <p className={styles.hint}>
          <Trans>A longer time or no limit applies after the cooling period.</Trans>
        </p>
      )}
    </section>
  );
}
