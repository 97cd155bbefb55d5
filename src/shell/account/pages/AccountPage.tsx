/**
 * /m/login, /m/agent, /m/register(.html), /m/forget: the account panels as pages. Success goes
 * home (forgot: back; the agent page: the agent centre for agent member types); switching panels
 * goes to the other page. The login page says why the player is there when the server ended his
 * session (signed in on another device).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  type AccountPanel,
  HOME_PATH,
  isAgentType,
  paths,
  type PageProps,
  sessionEndedAtom,
  sessionInfoAtom,
  store,
  useSite,
} from '@kernel';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import styles from '../account.module.css';
import { PanelSwitch } from '../components/PanelSwitch';

const PAGE_OF: Record<AccountPanel, string> = { login: paths.login.path, register: paths.register.path, forget: paths.forget.path };

function AccountPage({ panel, agent = false }: { panel: AccountPanel; agent?: boolean }) {
  const site = useSite();
  const navigate = useNavigate();
  const onDone = () => {
    if (panel === 'forget' && window.history.length > 1) navigate(-1);
    else if (agent && isAgentType(store.get(sessionInfoAtom)?.type ?? null)) navigate(paths.agentHome.path, { replace: true });
    else navigate(HOME_PATH, { replace: true });
  };
  return (
    <section className={`${styles.panel} ${styles.page}`} data-testid={`page-${agent ? 'agent-login' : panel}`}>
      <div className={styles.brand}>{site.logoText}</div>
      {panel === 'login' && <SessionEndedNotice />}
      <PanelSwitch panel={panel} agent={agent} onDone={onDone} go={(p) => navigate(PAGE_OF[p])} />
    </section>
  );
}

/** `session.logged.out` of a session a newer login replaced (its value's reason 'elsewhere'): spec §8 "logged out, log in again". */
const signedInElsewhere = msg({
  id: 'signed_in_elsewhere',
  message: 'You signed in on another device, so you were logged out here. Please log in again.',
});

/** Why the player is here after the server ended his session (signed in elsewhere...); dropped once he leaves the page. */
function SessionEndedNotice() {
  const { i18n } = useLingui();
  const notice = useAtomValue(sessionEndedAtom);
  if (!notice) return null;
  return (
    <p className={styles.notice} role="alert" data-testid="session-ended">
      {i18n._(notice.values?.reason === 'elsewhere' ? signedInElsewhere : notice)}
    </p>
  );
}

export const LoginPage = (_: PageProps) => <AccountPage panel="login" />;
export const AgentLoginPage = (_: PageProps) => <AccountPage panel="login" agent />;
export const RegisterPage = (_: PageProps) => <AccountPage panel="register" />;
export const ForgetPage = (_: PageProps) => <AccountPage panel="forget" />;
