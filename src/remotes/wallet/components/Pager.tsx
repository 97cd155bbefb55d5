/** Previous / next paging with "page N of M" (pageNo from 1). */
import { Trans, useLingui } from '@lingui/react/macro';
import styles from '../wallet.module.css';

export function Pager({
  pageNo,
  totalPages,
  onPage,
  testId,
}: {
  pageNo: number;
  totalPages: number;
  onPage: (n: number) => void;
  testId: string;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t`Pages`} data-testid={testId}>
      <button
        type="button"
        className={styles.ghost}
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
        data-testid={`${testId}-prev`}
      >
        <Trans>Previous</Trans>
      </button>
      <span className={styles.muted}>
        <Trans>
          Page {pageNo} of {totalPages}
        </Trans>
      </span>
      <button
        type="button"
        className={styles.ghost}
        disabled={pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
        data-testid={`${testId}-next`}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
