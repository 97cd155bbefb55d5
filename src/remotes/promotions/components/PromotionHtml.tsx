/** A promotion's HTML, sanitised again before rendering (the server sanitised it on the way in). */
import { HTML_PURIFY_CONFIG } from '@contracts/content/html';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from '../promotions.module.css';

export function PromotionHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ...HTML_PURIFY_CONFIG,
        ALLOWED_TAGS: [...HTML_PURIFY_CONFIG.ALLOWED_TAGS],
        ALLOWED_ATTR: [...HTML_PURIFY_CONFIG.ALLOWED_ATTR],
        FORBID_TAGS: [...HTML_PURIFY_CONFIG.FORBID_TAGS],
        FORBID_ATTR: [...HTML_PURIFY_CONFIG.FORBID_ATTR],
      }),
    [html],
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} data-testid={testId} />;
}
