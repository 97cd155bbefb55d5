/**
 * The new upline of a move: myself, or an agent of my team found by a search as you type over the
 * server's move targets (paged, so any team size works). The server lists only agents the selected
 * members can move under: not one of them or anyone in their teams, none with a lower rebate.
 */
import { useLoad } from '@kernel';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import styles from '../agent.module.css';
import { agentApi } from '../api/agent';
import { Loadable } from './Loadable';

const PAGE_SIZE = 20;
/** how long the search waits after the last key before asking */
export const SEARCH_DELAY_MS = 300;

export function UplinePicker({
  me,
  moving,
  value,
  onChange,
}: {
  /** my username (the default upline; empty until my profile has loaded) */
  me: string;
  /** the members to move */
  moving: readonly string[];
  /** the chosen agent, '' for myself */
  value: string;
  onChange: (username: string) => void;
}) {
  const { i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setTerm(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [search]);
  const movingKey = moving.join(',');
  // a new search or selection starts again at page 1
  const query = `${term}\n${movingKey}`;
  const [paging, setPaging] = useState({ query, pageNo: 1 });
  const pageNo = paging.query === query ? paging.pageNo : 1;
  const turn = (n: number) => setPaging({ query, pageNo: n });
  const targets = useLoad(
    () => agentApi.moveTargets({ pageNo, pageSize: PAGE_SIZE, username: term, moving: movingKey }),
    [pageNo, term, movingKey],
  );
  const listed = targets.data?.list.map((d) => d.username) ?? [];
  return (
    <div data-testid="upline-picker">
      <label className={styles.field}>
        <span>
          <Trans>Search agents of your team</Trans>
        </span>
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="downlines-move-search" />
      </label>
      <label className={styles.field}>
        <span>
          <Trans>New upline</Trans>
        </span>
        <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="downlines-move-target">
          <option value="">{me}</option>
          {value && !listed.includes(value) && <option value={value}>{value}</option>}
          {listed.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <Loadable state={targets} testId="downlines-move-targets" lines={1}>
        {(page) => (
          <>
            {page.totalCount === 0 && (
              <p className={styles.muted} data-testid="downlines-move-none">
                {term ? i18n._(msg`No agent matches “${term}”`) : i18n._(msg`No agent of your team can take the selected members`)}
              </p>
            )}
            {page.totalPages > 1 && (
              <div className={styles.row}>
                <button
                  type="button"
                  className={styles.ghost}
                  disabled={pageNo <= 1}
                  onClick={() => turn(pageNo - 1)}
                  data-testid="downlines-move-previous"
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
                  data-testid="downlines-move-next"
                >
                  <Trans>Next</Trans>
                </button>
              </div>
            )}
            <p className={styles.muted}>
              <Trans>Only agents that can take the selected members are listed: outside their teams, with a rebate at least theirs</Trans>
            </p>
          </>
        )}
      </Loadable>
    </div>
  );
}
