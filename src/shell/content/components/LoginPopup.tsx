/**
 * The login-announcement popup carousel (spec "Home"): the popup announcements one at a time, with
 * previous and next; shown on home once after a login. It floats above the bottom navigation
 * without a mask (non-modal): the header and the page stay usable while it shows.
 */
import type { Announcement } from '@contracts/content/calls';
import { Icon } from '@kernel';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../content.module.css';
import { coverOf } from './BannerLink';
import { SafeHtml } from './SafeHtml';

export default function LoginPopup({ popups, onClose }: { popups: readonly Announcement[]; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState(false);
  const p = popups[Math.min(index, popups.length - 1)];
  if (!p) return null;
  const cover = coverOf(p);
  const open = () => {
    if (!p.url) return;
    onClose();
    if (p.url.startsWith('/m/')) navigate(p.url);
    else window.open(p.url, '_blank', 'noopener');
  };
  return (
    <div className={styles.floating} role="dialog" aria-modal="false" aria-label={t`Announcement`} data-testid="login-popup">
      <div className={styles.popup}>
        <div className={styles.popupHead}>
          <h2 data-testid="login-popup-title">{p.title}</h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t`Close`} data-testid="login-popup-close">
            <Icon name="close" />
          </button>
        </div>
        {cover && !broken && (
          <button type="button" className={styles.imageButton} onClick={open} aria-label={p.title}>
            <img className={styles.popupImage} src={cover} alt="" width={600} height={400} onError={() => setBroken(true)} />
          </button>
        )}
        {/* a long announcement scrolls: the region takes keyboard focus so it can be scrolled without a pointer */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1, axe scrollable-region-focusable) */}
        <section className={styles.popupBody} tabIndex={0} aria-label={p.title}>
          <SafeHtml html={p.content} testId="login-popup-html" />
        </section>
        {popups.length > 1 && (
          <div className={styles.popupNav}>
            <button
              type="button"
              disabled={index === 0}
              onClick={() => {
                setIndex(index - 1);
                setBroken(false);
              }}
              data-testid="login-popup-prev"
            >
              <Trans>Previous</Trans>
            </button>
            <span>
              {index + 1} / {popups.length}
            </span>
            <button
              type="button"
              disabled={index >= popups.length - 1}
              onClick={() => {
                setIndex(index + 1);
                setBroken(false);
              }}
              data-testid="login-popup-next"
            >
              <Trans>Next</Trans>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
