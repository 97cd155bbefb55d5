/** `/m/helpDetail?i=&tag=` (spec): one help entry on its own page, with its sub-items. */
import { Skeleton } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import styles from '../content.module.css';
import { SafeHtml } from '../components/SafeHtml';
import { preselect, useHelp } from '../state/useHelp';

export default function HelpDetailPage() {
  const { entries, failed } = useHelp();
  const [params] = useSearchParams();
  if (!entries && !failed) return <Skeleton lines={6} />;
  const entry = entries ? entries[preselect(entries, params).index] : undefined;
  if (!entry) {
    return (
      <p className={styles.empty}>
        <Trans id="in_no_data">No data</Trans>
      </p>
    );
  }
  return (
    <article className={styles.detail} data-testid="help-detail">
      <h1>{entry.title}</h1>
      <SafeHtml html={entry.content} testId="help-html" />
      {entry.children.map((c) => (
        <section key={c.title}>
          <h3>{c.title}</h3>
          <SafeHtml html={c.content} />
        </section>
      ))}
    </article>
  );
}
