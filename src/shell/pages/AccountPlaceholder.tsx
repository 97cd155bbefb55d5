/**
 * Log in, agent log in and register: the account panels land with the accounts feature; until
 * then these routes say so plainly and lead home.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { paths, useSite } from '@kernel';
import { Link } from 'react-router';
import styles from './pages.module.css';

function AccountPlaceholder({ title, testId }: { title: MessageDescriptor; testId: string }) {
  const { i18n } = useLingui();
  const site = useSite();
  return (
    <section className={styles.panel} data-testid={`page-${testId}`}>
      <div className={styles.brand}>{site.logoText}</div>
      <h1>{i18n._(title)}</h1>
      <p>
        <Trans>Accounts open here soon. Until then you can browse the site as a guest.</Trans>
      </p>
      <Link className={styles.primary} to={paths.home.path}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

export const LoginPlaceholder = () => <AccountPlaceholder title={paths.login.title} testId="login" />;
export const AgentLoginPlaceholder = () => <AccountPlaceholder title={paths.agentLogin.title} testId="agent-login" />;
export const RegisterPlaceholder = () => <AccountPlaceholder title={paths.register.title} testId="register" />;
