/**
 * The footer (spec §1): safety notes, app promotion, help-centre link (and the terms in the help
 * popup), partner vendors (lazy), licence and age icons, the responsible-gambling line, language.
 */
import { Trans } from '@lingui/react/macro';
import { AgeBadge, Icon, isStandalone, LanguagePicker, paths, useSite } from '@kernel';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import styles from './chrome.module.css';

export const FOOTER_YEAR = 2024;

const FooterVendors = lazy(() => import('../content/components/FooterVendors'));
const HelpPopup = lazy(() => import('../content/components/HelpPopup'));

export function Footer() {
  const site = useSite();
  const age = site.age;
  const [terms, setTerms] = useState(false);
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
      {!isStandalone() && (
        <p data-testid="footer-app">
          <Trans>Play faster with our app: over 600 games in your pocket.</Trans>{' '}
          <Link to={paths.download.path}>
            <Trans>Download the app</Trans>
          </Link>
        </p>
      )}
      <p>
        <Link to={paths.help.path} data-testid="footer-help">
          <Trans>Help centre</Trans>
        </Link>
        {' · '}
        <button type="button" className={styles.footerLink} onClick={() => setTerms(true)} data-testid="footer-terms">
          <Trans>Terms and conditions</Trans>
        </button>
      </p>
      <Suspense fallback={null}>
        <FooterVendors />
      </Suspense>
      <div className={styles.badges}>
        <span className={styles.licence} data-testid="licence-icon" title="Licensed">
          <Icon name="shield" />
          <Trans>Licensed and regulated</Trans>
        </span>
        <span className={styles.age} data-testid="age-icon" title={`${age}+`}>
          <AgeBadge age={age} />
        </span>
      </div>
      <p data-testid="footer-rg">
        <Trans>Gambling can be addictive. Play responsibly. Only players aged {age} or over may play.</Trans>
      </p>
      <LanguagePicker />
      <small>
        © {FOOTER_YEAR} {site.brandName}
      </small>
      {terms && (
        <Suspense fallback={null}>
          <HelpPopup tag="terms" onClose={() => setTerms(false)} />
        </Suspense>
      )}
    </footer>
  );
}
