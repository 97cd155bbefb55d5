/**
 * Server HTML rendered after sanitising it again in the browser (DOMPurify, the configuration the
 * server used on the way in): scripts, handlers, javascript: links and styles never run.
 */
import { purifyOptions } from '@contracts/content/html';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from '../content.module.css';

const CONFIG = purifyOptions();

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitize(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
  return <div className={styles.html} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
