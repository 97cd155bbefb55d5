/**
 * The contract prompt on home (spec §4): for each pending contract request, one after another, a
 * dialog with the spec's title for its kind and a cancel or go choice; go opens its contract screen.
 */
import { CONTRACT_KINDS, type ContractKind, ContractRequestsSchema } from '@contracts/agent/agent';
import { AGENT_CALLS } from '@contracts/agent/calls';
import { apiRequest, Modal, paths } from '@kernel';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import styles from '../agent.module.css';
import { KIND_REQUEST, KIND_ROUTE, PROMPT_TITLE } from '../lib/kinds';

export default function ContractPrompt() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [queue, setQueue] = useState<ContractKind[]>([]);
  useEffect(() => {
    const def = AGENT_CALLS.contractRequests;
    apiRequest(def.path, { method: def.method, schema: ContractRequestsSchema })
      .then((r) => setQueue(CONTRACT_KINDS.filter((k) => r[KIND_REQUEST[k]] > 0)))
      .catch(() => setQueue([]));
  }, []);
  const kind = queue[0];
  if (!kind) return null;
  const next = () => setQueue((q) => q.slice(1));
  return (
    <Modal
      open
      title={i18n._(PROMPT_TITLE[kind])}
      onClose={next}
      actions={
        <div className={styles.actions}>
          <button type="button" className={styles.ghost} onClick={next} data-testid="contract-prompt-cancel">
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className={styles.submit}
            data-testid="contract-prompt-go"
            onClick={() => {
              next();
              navigate(paths[KIND_ROUTE[kind]].path);
            }}
          >
            <Trans>Go</Trans>
          </button>
        </div>
      }
    >
      <p data-testid={`contract-prompt-${kind}`}>
        <Trans>Open the contract to read its terms and accept or refuse it.</Trans>
      </p>
    </Modal>
  );
}
