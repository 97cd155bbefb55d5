/**
 * The new upline of a move: myself, or an agent of my team found by a search as you type over the
 * server's move targets (paged, so any team size works). The server lists only agents the selected
 * members can move under: not one of them or anyone in their teams, none with a lower rebate.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import styles from '../agent.module.css';
import { agentApi } from '../api/agent';
import { AgentSearch } from './AgentSearch';

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
  const movingKey = moving.join(',');
  return (
    <AgentSearch
      find={(q) => agentApi.moveTargets({ ...q, moving: movingKey })}
      findKey={movingKey}
      first={me}
      value={value}
      onChange={onChange}
      searchLabel={<Trans>Search agents of your team</Trans>}
      label={<Trans>New upline</Trans>}
      none={(term) => (term ? i18n._(msg`No agent matches “${term}”`) : i18n._(msg`No agent of your team can take the selected members`))}
      testId="upline-picker"
      selectTestId="downlines-move-target"
    >
      <p className={styles.muted}>
        <Trans>Only agents that can take the selected members are listed: outside their teams, with a rebate at least theirs</Trans>
      </p>
    </AgentSearch>
  );
}
