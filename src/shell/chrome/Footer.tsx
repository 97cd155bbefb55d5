/** The footer (spec §1): safety notes, help-centre link, age icon, responsible gambling, language. */
import { Trans } from '@lingui/react/macro';
import { AgeBadge, LanguagePicker, paths, useSite } from '@kernel';
import { Link } from 'react-router';
import styles from './chrome.module.css';

export const FOOTER_YEAR = 2024;

export function Footer() {
  const site = useSite();
  const age = site.age;
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <ul className={styles.safety}>
        <li>
          <Trans>Your funds are protected: deposits and withdrawals are encrypted end to end.</Trans>
        </li>
        <li>
          <Trans>Fair play: every game result comes from certified providers.</Trans>
        </li>
      </ul>
      <Link to={paths.help.path} data-testid="footer-help">
        <Trans>Help centre</Trans>
      </Link>
      <div className={styles.badges}>
        <span className={styles.age} data-testid="age-icon" title={`${age}+`}>
          <AgeBadge age={age} />
        </span>
        <p>
          <Trans>Gambling can be addictive. Play responsibly. Only players aged {age} or over may play.</Trans>
        </p>
      </div>
      <LanguagePicker />
      <small>
        © {FOOTER_YEAR} {site.brandName}
      </small>
    </footer>
  );
}
