/** `/m/agent/referral` (AFFMAN3): my invitation code, the registration link, its QR code, copy buttons, registrations so far. */

import { toast, useLoad } from '@kernel';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import styles from '../agent.module.css';
import { Loadable } from '../components/Loadable';
import { agentApi } from '../api/agent';
import { qrMatrix, qrPath } from '../lib/qr';

const copied = msg`Copied`;
const fallback = msg({ id: 'copy_fallback', message: 'Copy to clipboard: Ctrl+C or Cmd+C, then Enter' });

function Qr({ text }: { text: string }) {
  const { i18n } = useLingui();
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const size = matrix.length + 8;
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={i18n._(msg`QR code of the referral link`)}
      data-testid="referral-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(matrix)} fill="#000" />
    </svg>
  );
}

export default function Referral() {
  const { i18n } = useLingui();
  const info = useLoad(agentApi.affiliate, []);
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.copy(copied);
    } catch {
      window.prompt(i18n._(fallback), value);
    }
  };
  return (
    <div className={styles.page} data-testid="agent-referral">
      <Loadable state={info} testId="referral">
        {(a) => {
          const link = `${window.location.origin}${a.registerPath}`;
          return (
            <section className={styles.card}>
              <h2>
                <Trans>Invite players to your team</Trans>
              </h2>
              <Qr text={link} />
              <div className={styles.row}>
                <span>
                  <Trans>Invitation code</Trans>
                </span>
                <strong data-testid="referral-code">{a.affiliateCode}</strong>
                <button type="button" className={styles.ghost} onClick={() => void copy(a.affiliateCode)} data-testid="referral-copy-code">
                  <Trans>Copy</Trans>
                </button>
              </div>
              <p className={styles.link} data-testid="referral-link">
                {link}
              </p>
              <button type="button" className={styles.submit} onClick={() => void copy(link)} data-testid="referral-copy-link">
                <Trans>Copy link</Trans>
              </button>
              <div className={styles.row}>
                <span>
                  <Trans>Registrations through my link</Trans>
                </span>
                <span className={styles.amount} data-testid="referral-registrations">
                  {a.registrations}
                </span>
              </div>
              <div className={styles.row}>
                <span>
                  <Trans>This month</Trans>
                </span>
                <span className={styles.amount}>{a.registrationsThisMonth}</span>
              </div>
            </section>
          );
        }}
      </Loadable>
    </div>
  );
}
