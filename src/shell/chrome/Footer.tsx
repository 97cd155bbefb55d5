/**
 * The footer (spec §1): safety notes, app promotion, help-centre link (and the terms in the help
 * popup), partner vendors (lazy), licence and age icons, the responsible-gambling line, language.
 */
import { Trans } from '@lingui/react/macro';
import { AgeBadge, Icon, inApp, paths, useSite } from '@kernel';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import styles from './chrome.module.css';

export const FOOTER_YEAR = 2024;

const FooterVendors = lazy(() => import('../content/components/FooterVendors'));
const HelpPopup = lazy(() => import('../content/components/HelpPopup'));
const LanguagePicker = lazy(() => import('../language/LanguagePicker'));

/**
 * Renders its children once the footer comes near the screen (the partner vendors' chunk,
 * their list call and icons stay out of the first load of a page whose footer is below the fold).
 */
function WhenNear({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return near ? children : <div ref={ref} />;
}

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
      {!inApp() && (
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
      <WhenNear>
        <Suspense fallback={null}>
          <FooterVendors />
        </Suspense>
      </WhenNear>
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
      <div className={styles.languageSlot}>
        <WhenNear>
          <Suspense fallback={null}>
            <LanguagePicker />
          </Suspense>
        </WhenNear>
      </div>
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
