/** A promotion's HTML, sanitised again before rendering (the server sanitised it on the way in). */
import { purifyOptions } from '@contracts/content/html';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from '../promotions.module.css';

const CONFIG = purifyOptions();

export function PromotionHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, CONFIG), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={styles.html} dangerouslySetInnerHTML={{ __html: clean }} data-testid={testId} />;
}
