/**
 * The buttons under a paged list: Previous and Next (or other words, such as Newer and Older),
 * each disabled where there is no page that way, and between them where the reader is.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export type PagerProps = {
  /** what the pages are, for screen readers (the navigation's name) */
  label: string;
  /** go one page back; null on the first page */
  onPrevious: (() => void) | null;
  /** go one page on; null on the last page */
  onNext: (() => void) | null;
  previousText?: ReactNode;
  nextText?: ReactNode;
  /** where the reader is, shown between the buttons */
  position?: ReactNode;
  testId?: string;
};

export function Pager({ label, onPrevious, onNext, previousText, nextText, position, testId }: PagerProps) {
  return (
    <nav className="row" aria-label={label} data-testid={testId}>
      <button type="button" className="secondary" disabled={!onPrevious} onClick={() => onPrevious?.()}>
        {previousText ?? <Trans>Previous</Trans>}
      </button>
      {position !== undefined && <span>{position}</span>}
      <button type="button" className="secondary" disabled={!onNext} onClick={() => onNext?.()}>
        {nextText ?? <Trans>Next</Trans>}
      </button>
    </nav>
  );
}

export type PageNumbersProps = {
  label: string;
  /** the page shown, from 1 */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** leave the buttons out while everything fits on one page */
  hideSingle?: boolean;
};

/** A pager by page number: "Page 2 of 5". */
export function PageNumbers({ label, page, pages, onPage, hideSingle = false }: PageNumbersProps) {
  const { t } = useLingui();
  if (hideSingle && pages <= 1) return null;
  return (
    <Pager
      label={label}
      onPrevious={page > 1 ? () => onPage(page - 1) : null}
      onNext={page < pages ? () => onPage(page + 1) : null}
      position={t`Page ${page} of ${pages}`}
    />
  );
}
