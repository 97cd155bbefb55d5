/**
 * A choice among agents found by a search as you type over a paged server call, so a team of any
 * size works: a search field, a select of the first option and the page of matches (the chosen one
 * stays listed while another search shows), Previous / Next, and a line when nothing matches.
 */
import type { Downline } from '@contracts/agent/agent';
import type { Page } from '@contracts/wallet/paging';
import { useLoad } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import styles from '../agent.module.css';
import { Loadable } from './Loadable';

const PAGE_SIZE = 20;
/** how long the search waits after the last key before asking */
export const SEARCH_DELAY_MS = 300;

export type AgentQuery = { pageNo: number; pageSize: number; username: string };

export function AgentSearch({
  find,
  findKey,
  first,
  value,
  onChange,
  searchLabel,
  label,
  none,
  testId,
  selectTestId,
  children,
}: {
  /** one page of matching agents */
  find: (q: AgentQuery) => Promise<Page<Downline>>;
  /** what else `find` depends on: a change asks again from page 1 */
  findKey: string;
  /** the option before the matches (its value is '') */
  first: string;
  /** the chosen username, '' for the first option */
  value: string;
  onChange: (username: string) => void;
  searchLabel: ReactNode;
  label: ReactNode;
  /** the line shown when nothing matches the search (`term`, trimmed; '' without a search) */
  none: (term: string) => string;
  /** prefix of the test ids: `-search`, `-none`, `-previous`, `-next`, `-targets` (the loaded area) */
  testId: string;
  selectTestId: string;
  /** shown under the matches */
  children?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [search]);
  // a new search or a change of what `find` depends on starts again at page 1
  const query = `${term}\n${findKey}`;
  const [paging, setPaging] = useState({ query, pageNo: 1 });
  const pageNo = paging.query === query ? paging.pageNo : 1;
  const turn = (n: number) => setPaging({ query, pageNo: n });
  const found = useLoad(() => find({ pageNo, pageSize: PAGE_SIZE, username: term }), [pageNo, term, findKey]);
  const listed = found.data?.list.map((d) => d.username) ?? [];
  return (
    <div data-testid={testId}>
      <label className={styles.field}>
        <span>{searchLabel}</span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid={`${testId}-search`} />
      </label>
      <label className={styles.field}>
        <span>{label}</span>
        <select value={value} onChange={(e) => onChange(e.target.value)} data-testid={selectTestId}>
          <option value="">{first}</option>
          {value && !listed.includes(value) && <option value={value}>{value}</option>}
          {listed.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <Loadable state={found} testId={`${testId}-targets`} lines={1}>
        {(page) => (
          <>
            {page.totalCount === 0 && (
              <p className={styles.muted} data-testid={`${testId}-none`}>
                {none(term)}
              </p>
            )}
            {page.totalPages > 1 && (
              <div className={styles.row}>
                <button
                  type="button"
                  className={styles.ghost}
                  disabled={pageNo <= 1}
                  onClick={() => turn(pageNo - 1)}
                  data-testid={`${testId}-previous`}
                >
                  <Trans>Previous</Trans>
                </button>
                <span className={styles.muted}>
                  {pageNo} / {page.totalPages}
                </span>
                <button
                  type="button"
                  className={styles.ghost}
                  disabled={pageNo >= page.totalPages}
                  onClick={() => turn(pageNo + 1)}
                  data-testid={`${testId}-next`}
                >
                  <Trans>Next</Trans>
                </button>
              </div>
            )}
            {children}
          </>
        )}
      </Loadable>
    </div>
  );
}
