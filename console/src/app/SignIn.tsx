/**
 * Signing in: username and password, then the six-digit code of the authenticator app, or, the
 * first time (or after an administrator reset it), setting the app up from a QR code and its text.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { api, ConsoleApiError, setCsrf } from './api';
import { QrCode } from './QrCode';
import { Done, Enrolment, Me, SignInStep } from './schemas';
import { meAtom } from './state';

type Step = { kind: 'password' } | { kind: 'second-factor' } | { kind: 'enrol'; secret: string; uri: string };

function useErrorText() {
  const { t } = useLingui();
  return (error: unknown): string => {
    if (!(error instanceof ConsoleApiError)) return t`The console cannot be reached. Try again.`;
    switch (error.reason) {
      case 'credentials':
        return t`The username or password is not right.`;
      case 'code':
        return t`The code is not right, or it was already used. Wait for the next code and try again.`;
      case 'locked':
        return t`Too many failed attempts: the account is locked for 15 minutes.`;
      default:
        return error.status === 401 ? t`The sign-in has expired. Start again.` : error.message;
    }
  };
}

export function SignIn() {
  const { t } = useLingui();
  const setMe = useSetAtom(meAtom);
  const errorText = useErrorText();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      setError(errorText(e));
      if (e instanceof ConsoleApiError && e.status === 401 && e.reason !== 'credentials') setStep({ kind: 'password' });
    } finally {
      setBusy(false);
    }
  }

  async function finish() {
    const me = await api('GET', '/session', Me);
    setCsrf(me.csrf);
    setMe(me);
  }

  function onPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      const answer = await api('POST', '/session', SignInStep, {
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      setCsrf(answer.csrf);
      if (answer.next === 'enrol') setStep({ kind: 'enrol', ...(await api('GET', '/session/enrolment', Enrolment)) });
      else setStep({ kind: 'second-factor' });
    });
  }

  function onCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      await api('POST', step.kind === 'enrol' ? '/session/enrolment' : '/session/second-factor', Done, { code });
      await finish();
    });
  }

  return (
    <main className="sign-in">
      <h1>
        <Trans>Operator console</Trans>
      </h1>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {step.kind === 'password' && (
        <form onSubmit={onPassword} aria-label={t`Sign in`}>
          <label>
            <Trans>Username</Trans>
            <input name="username" autoComplete="username" required maxLength={40} />
          </label>
          <label>
            <Trans>Password</Trans>
            <input name="password" type="password" autoComplete="current-password" required maxLength={200} />
          </label>
          <button type="submit" disabled={busy}>
            <Trans>Sign in</Trans>
          </button>
        </form>
      )}
      {step.kind === 'enrol' && (
        <section aria-labelledby="enrol-title">
          <h2 id="enrol-title">
            <Trans>Set up your authenticator app</Trans>
          </h2>
          <p>
            <Trans>Scan this code with an authenticator app, or enter the key below, then type the six-digit code it shows.</Trans>
          </p>
          <QrCode text={step.uri} label={t`QR code for your authenticator app`} />
          <p>
            <Trans>Key:</Trans> <code data-testid="totp-secret">{step.secret}</code>
          </p>
          <p className="small">
            <code data-testid="totp-uri">{step.uri}</code>
          </p>
        </section>
      )}
      {(step.kind === 'second-factor' || step.kind === 'enrol') && (
        <form onSubmit={onCode} aria-label={t`Verification code`}>
          <label>
            <Trans>Six-digit code from your authenticator app</Trans>
            <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
          </label>
          <button type="submit" disabled={busy}>
            <Trans>Verify</Trans>
          </button>
        </form>
      )}
    </main>
  );
}
