/**
 * Late gateway payments of the chosen brand: the gateway confirmed these after their deposit had
 * ended (expired, cancelled or rejected), so they were refused and nothing was credited. Open ones
 * are listed oldest first with the amount, player, reference and when; the section says how to
 * credit the player if the money arrived (a balance adjustment in the player's file), and "Mark
 * handled" asks for a note saying what was done (kept with the record and in the audit log).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, ConsoleApiError } from '../../app/api';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { useLoad } from '../../app/use-load';
import { labelOf } from './labels';
import { useMoney } from './money';
import { HandledResult, type LatePayment, LatePayments as LatePaymentsAnswer } from './schemas';

function HandleForm({ tenant, item, onDone }: { tenant: string; item: LatePayment; onDone: () => void }) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    if (!note.trim()) {
      setError(t`Write what was done (credited by an adjustment, or why not).`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('POST', `/tenants/${tenant}/cashier/late-payments/${item.id}/handle`, HandledResult, { note: note.trim() });
      onDone();
    } catch (e) {
      setError(e instanceof ConsoleApiError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="decision"
      data-testid={`late-handle-form-${item.id}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        <Trans>What was done (required)</Trans>
        <input value={note} maxLength={300} required onChange={(e) => setNote(e.target.value)} data-testid="late-note" />
      </label>
      <button type="submit" disabled={busy} data-testid="late-handle-save">
        <Trans>Save as handled</Trans>
      </button>
      {error && (
        <p role="alert" className="error" data-testid="late-handle-error">
          {error}
        </p>
      )}
    </form>
  );
}

export function LatePayments({ tenant, canHandle, onChanged }: { tenant: string; canHandle: boolean; onChanged: () => void }) {
  const { i18n } = useLingui();
  const when = useDateTime();
  const list = useLoad(() => api('GET', `/tenants/${tenant}/cashier/late-payments`, LatePaymentsAnswer), [tenant]);
  const money = useMoney(list.value?.currency);
  const [handling, setHandling] = useState<number | null>(null);
  const items = list.value?.items ?? [];

  return (
    <section className="card" aria-labelledby="late-title" data-testid="late-payments">
      <h2 id="late-title">
        <Trans>Late gateway payments</Trans>
      </h2>
      <p className="small" data-testid="late-how">
        <Trans>
          The gateway confirmed these payments after their deposit had ended, so they were refused and nothing was credited. If the money
          arrived, credit the player with a balance adjustment in the player's file (an administrator: Adjust the balance, with the
          reference as the reason); otherwise the gateway returns it to the payer. Then mark the payment handled with a note saying what was
          done.
        </Trans>
      </p>
      {list.error && (
        <p role="alert" className="error">
          {list.error}
        </p>
      )}
      {list.value && items.length === 0 && (
        <p data-testid="late-empty">
          <Trans>No late payments to follow up.</Trans>
        </p>
      )}
      {items.length > 0 && (
        <DataTable
          testId="late-table"
          caption={<Trans>Late gateway payments</Trans>}
          hideCaption
          rows={items}
          rowKey={(i) => i.id}
          rowTestId={(i) => `late-${i.id}`}
          columns={[
            { header: <Trans>Amount</Trans>, cell: (i) => money(i.amount), className: 'num' },
            { header: <Trans>Member</Trans>, cell: (i) => <Link to={`/players/${i.memberId}`}>{i.username}</Link> },
            {
              header: <Trans>Reference</Trans>,
              cell: (i) => (
                <>
                  {i.reference} · {labelOf(i18n, i.depositStatus)}
                </>
              ),
            },
            { header: <Trans>Paid</Trans>, cell: (i) => when(i.paidAt) },
            {
              header: <Trans>Actions</Trans>,
              className: 'actions',
              cell: (i) =>
                canHandle &&
                (handling === i.id ? (
                  <HandleForm
                    tenant={tenant}
                    item={i}
                    onDone={() => {
                      setHandling(null);
                      list.reload();
                      onChanged();
                    }}
                  />
                ) : (
                  <button type="button" className="secondary" onClick={() => setHandling(i.id)} data-testid={`late-handle-${i.id}`}>
                    <Trans>Mark handled</Trans>
                  </button>
                )),
            },
          ]}
        />
      )}
    </section>
  );
}
