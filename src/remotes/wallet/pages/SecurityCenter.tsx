/** `/m/securityCenter`: the overview, and its screens (withdrawal password, bank cards, questions, real name). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Icon, useHeaderOptions, useLoad } from '@kernel';
import { useSearchParams } from 'react-router';
import { fetchSecurityConfig } from '../api/security';
import { Loadable } from '../components/Loadable';
import { BankCardsPanel } from '../components/security/BankCardsPanel';
import { FundPasswordPanel } from '../components/security/FundPasswordPanel';
import { QuestionsPanel } from '../components/security/QuestionsPanel';
import { RealNamePanel } from '../components/security/RealNamePanel';
import styles from '../wallet.module.css';

const SCREENS = ['fund', 'cards', 'questions', 'realname'] as const;
type Screen = (typeof SCREENS)[number];
const TITLES: Record<Screen, MessageDescriptor> = {
  fund: msg`Withdrawal password`,
  cards: msg`Bank cards`,
  questions: msg`Security questions`,
  realname: msg`Real-name verification`,
};

export default function SecurityCenter() {
  const { i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const screen = SCREENS.find((s) => s === params.get('s')) ?? null;
  const config = useLoad(fetchSecurityConfig, []);
  useHeaderOptions(screen ? { title: i18n._(TITLES[screen]) } : {});
  const open = (s: Screen) => setParams({ s });
  return (
    <div className={styles.page} data-testid={`security-${screen ?? 'overview'}`}>
      <Loadable state={config} testId="security-config">
        {(c) => {
          if (screen === 'fund') return <FundPasswordPanel config={c} onChanged={config.reload} />;
          if (screen === 'cards') return <BankCardsPanel onChanged={config.reload} />;
          if (screen === 'questions') return <QuestionsPanel onChanged={config.reload} />;
          if (screen === 'realname') return <RealNamePanel onChanged={config.reload} />;
          const state: Record<Screen, string> = {
            fund: c.hasFundPassword ? i18n._(msg`Set`) : i18n._(msg`Not set`),
            cards: String(c.bankCardCount),
            questions: c.securityQuestionsSet ? i18n._(msg`Set`) : i18n._(msg`Not set`),
            realname: i18n._(
              c.realNameStatus === 'verified'
                ? msg`Verified`
                : c.realNameStatus === 'pending'
                  ? msg`Pending`
                  : c.realNameStatus === 'rejected'
                    ? msg`Rejected`
                    : msg`Not verified`,
            ),
          };
          return (
            <ul className={`${styles.card} ${styles.menu}`} data-testid="security-menu">
              <li className={styles.row} style={{ minHeight: '3rem' }}>
                <span>{i18n._(msg`Login password`)}</span>
                <span className={styles.muted}>{c.hasLoginPassword ? i18n._(msg`Set`) : i18n._(msg`Not set`)}</span>
              </li>
              {SCREENS.map((s) => (
                <li key={s}>
                  <button type="button" onClick={() => open(s)} data-testid={`security-open-${s}`}>
                    <span>{i18n._(TITLES[s])}</span>
                    <span className={styles.muted}>
                      {state[s]} <Icon name="chevronRight" />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </Loadable>
    </div>
  );
}
