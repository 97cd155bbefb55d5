/**
 * The cashier's desk for the chosen brand: the queues of deposits, withdrawals and reward
 * applications (pending, or decided for the history). Reviewing a request shows the member's
 * context beside it; approve or reject with a note. The server pays once whatever is clicked:
 * a second click (or a colleague's) answers that the request was already decided. Gateway payments
 * confirmed after their deposit ended, while any are open, have a section of their own (LatePayments.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { api, ConsoleApiError, query } from '../../app/api';
import { useDateTime } from '../../app/format';
import { allowed, brandAtom, meAtom } from '../../app/state';
import { PagedTable } from '../../app/PagedTable';
import { Pager } from '../../app/Pager';
import { usePageTrail } from '../../app/paging';
import { useLoad } from '../../app/use-load';
import { labelOf } from './labels';
import { LatePayments } from './LatePayments';
import { MemberPanel } from './MemberPanel';
import { amountOf, type Currency, useMoney } from './money';
import { Counts, DecisionResult, type Item, KINDS, type Kind, MemberContext, Queue } from './schemas';

function detailText(item: Item, label: (code: string) => string, expires: (iso: string) => string): string {
  const d = item.detail;
  if (item.kind === 'deposits')
    return [
      label(String(d.method)),
      d.channel,
      d.reference,
      d.payerName,
      d.bankCode,
      typeof d.expiresAt === 'string' ? expires(d.expiresAt) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  if (item.kind === 'withdrawals') return [d.bankName, d.accountNoMasked].filter(Boolean).join(' · ');
  return [d.title, d.remarks ? `“${d.remarks}”` : null].filter(Boolean).join(' · ');
}

function Review({
  tenant,
  item,
  currency,
  canDecide,
  onDone,
}: {
  tenant: string;
  item: Item;
  currency: Currency;
  canDecide: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  const context = useLoad(() => api('GET', `/tenants/${tenant}/cashier/members/${item.memberId}`, MemberContext), [tenant, item.memberId]);
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [decided, setDecided] = useState(item.status !== 'pending');
  const needsAmount = item.kind === 'rewards' && item.amount === null;

  async function decideIt(decision: 'approve' | 'reject') {
    setOutcome(null);
    const given = needsAmount && decision === 'approve' ? amountOf(amount, currency) : null;
    if (needsAmount && decision === 'approve' && given === null) {
      setOutcome({ ok: false, text: t`Give the reward as a positive amount.` });
      return;
    }
    setBusy(true);
    try {
      const r = await api('POST', `/tenants/${tenant}/cashier/${item.kind}/${item.id}/${decision}`, DecisionResult, {
        note,
        ...(given === null ? {} : { amount: given }),
      });
      setOutcome(
        r.changed
          ? { ok: true, text: decision === 'approve' ? t`Approved: ${labelOf(i18n, r.status)}.` : t`Rejected.` }
          : { ok: false, text: t`Already decided by someone else: ${labelOf(i18n, r.status)}. Nothing was paid again.` },
      );
      setDecided(true);
      onDone();
      context.reload();
    } catch (e) {
      const already = e instanceof ConsoleApiError && e.code === 'wallet.request.decided';
      setOutcome({
        ok: false,
        text: already ? t`Already decided the other way by someone else.` : e instanceof Error ? e.message : String(e),
      });
      if (already) setDecided(true);
      onDone();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card review" aria-labelledby="review-title" data-testid="review">
      <h2 id="review-title">
        <Trans>
          Request #{item.id} · {item.username} · {item.amount === null ? t`amount to give` : money(item.amount)}
        </Trans>
      </h2>
      {item.pictures > 0 && (
        <div className="pictures">
          {Array.from({ length: item.pictures }, (_, i) => i + 1).map((n) => (
            <a key={n} href={`/console/api/tenants/${tenant}/cashier/rewards/${item.id}/pictures/${n}`} target="_blank" rel="noreferrer">
              <img
                src={`/console/api/tenants/${tenant}/cashier/rewards/${item.id}/pictures/${n}`}
                alt={t`Upload ${n} of ${item.username}`}
                height={120}
              />
            </a>
          ))}
        </div>
      )}
      {context.error && (
        <p role="alert" className="error">
          {context.error}
        </p>
      )}
      {context.value && <MemberPanel context={context.value} headingId="review-member" />}
      {canDecide && !decided && (
        <form
          className="decision"
          onSubmit={(e) => {
            e.preventDefault();
          }}
        >
          {needsAmount && (
            <label>
              <Trans>Reward amount ({currency.code})</Trans>
              <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} data-testid="reward-amount" />
            </label>
          )}
          <label>
            <Trans>Note (kept with the decision)</Trans>
            <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} data-testid="decision-note" />
          </label>
          <div className="row">
            <button type="button" disabled={busy} onClick={() => void decideIt('approve')} data-testid="approve">
              <Trans>Approve</Trans>
            </button>
            <button type="button" className="danger" disabled={busy} onClick={() => void decideIt('reject')} data-testid="reject">
              <Trans>Reject</Trans>
            </button>
          </div>
        </form>
      )}
      {outcome && (
        <p role="status" className={outcome.ok ? 'ok' : 'error'} data-testid="decision-outcome">
          {outcome.text}
        </p>
      )}
    </section>
  );
}

/** Requests shown a page at a time. */
const PAGE_SIZE = 50;

/** A queued request's member at a glance: the main balance and what stands in the way of paying. */
function WalletGlance({ member, money }: { member: Item['member']; money: (minor: number) => string }) {
  return (
    <>
      {money(member.main)}
      {member.turnoverRemaining !== null && member.turnoverRemaining > 0 && (
        <span className="tag warn">
          <Trans>turnover left {money(member.turnoverRemaining)}</Trans>
        </span>
      )}
      {member.excluded && (
        <span className="tag warn">
          <Trans>excluded</Trans>
        </span>
      )}
      {member.accountLocked && (
        <span className="tag warn">
          <Trans>locked</Trans>
        </span>
      )}
    </>
  );
}

export function CashierPage() {
  const { t, i18n } = useLingui();
  const tenant = useAtomValue(brandAtom);
  const me = useAtomValue(meAtom);
  const when = useDateTime();
  const [kind, setKind] = useState<Kind>('deposits');
  const [status, setStatus] = useState<'pending' | 'decided'>('pending');
  const [reviewing, setReviewing] = useState<number | null>(null);
  const trail = usePageTrail<number>();
  const after = trail.cursor;
  const counts = useLoad(async () => (tenant ? api('GET', `/tenants/${tenant}/cashier/counts`, Counts) : null), [tenant]);
  // a page's rows, range and caption all come from one answer, kept with what it answers, so the
  // range shown never runs ahead of its rows while the next page is on its way
  const asked = { tenant, kind, status, after, depth: trail.depth };
  const list = useLoad(
    async () =>
      tenant
        ? {
            ...asked,
            queue: await api(
              'GET',
              `/tenants/${tenant}/cashier/${kind}${query({ status, limit: String(PAGE_SIZE), after: after ? String(after) : undefined })}`,
              Queue,
            ),
          }
        : null,
    [tenant, kind, status, after, trail.depth],
  );
  const shown = list.value;
  const loading =
    shown !== null &&
    list.error === null &&
    (shown.tenant !== tenant || shown.kind !== kind || shown.status !== status || shown.after !== after || shown.depth !== trail.depth);
  const first = (shown?.depth ?? 0) * PAGE_SIZE + 1;
  const money = useMoney(shown?.queue.currency);
  const names: Record<Kind, string> = { deposits: t`Deposits`, withdrawals: t`Withdrawals`, rewards: t`Reward applications` };
  const item = shown?.queue.items.find((i) => i.id === reviewing) ?? null;

  if (!tenant) return <p>{t`No brand is assigned to you.`}</p>;
  return (
    <section>
      <h1>
        <Trans>Cashier</Trans>
      </h1>
      <fieldset className="row plain">
        <legend className="visually-hidden">{t`Queue`}</legend>
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            className={k === kind ? '' : 'secondary'}
            aria-pressed={k === kind}
            data-testid={`queue-${k}`}
            onClick={() => {
              setKind(k);
              trail.reset();
              setReviewing(null);
            }}
          >
            {names[k]} ({counts.value?.[k] ?? '…'})
          </button>
        ))}
        <label className="inline">
          <Trans>Show</Trans>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value === 'decided' ? 'decided' : 'pending');
              trail.reset();
            }}
            data-testid="queue-status"
          >
            <option value="pending">{t`Waiting for a decision`}</option>
            <option value="decided">{t`Decided`}</option>
          </select>
        </label>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            list.reload();
            counts.reload();
          }}
        >
          <Trans>Refresh</Trans>
        </button>
      </fieldset>
      {(counts.value?.latePayments ?? 0) > 0 && (
        <LatePayments tenant={tenant} canHandle={allowed(me, 'cashier.decide')} onChanged={() => counts.reload()} />
      )}
      <PagedTable
        testId="queue-table"
        caption={names[shown?.kind ?? kind]}
        hideCaption
        error={list.error}
        rows={shown?.queue.items ?? null}
        rowKey={(i) => i.id}
        rowTestId={(i) => `request-${i.id}`}
        empty={
          <p data-testid="queue-empty">
            <Trans>Nothing here.</Trans>
          </p>
        }
        columns={[
          { header: '#', cell: (i) => i.id },
          { header: <Trans>Member</Trans>, cell: (i) => i.username },
          { header: <Trans>Amount</Trans>, cell: (i) => (i.amount === null ? '—' : money(i.amount)), className: 'num' },
          {
            header: <Trans>Details</Trans>,
            cell: (i) =>
              detailText(
                i,
                (c) => labelOf(i18n, c),
                (iso) => {
                  const time = when(iso);
                  return t`expires ${time} unless paid`;
                },
              ),
          },
          { header: <Trans>Asked</Trans>, cell: (i) => when(i.createdAt) },
          { header: <Trans>Member's wallet</Trans>, cell: (i) => <WalletGlance member={i.member} money={money} /> },
          {
            header: <Trans>Status</Trans>,
            cell: (i) => (
              <>
                {labelOf(i18n, i.status)}
                {i.decidedBy ? ` · ${i.decidedBy}` : ''}
                {i.note ? ` · ${i.note}` : ''}
              </>
            ),
          },
          {
            header: <Trans>Actions</Trans>,
            className: 'actions',
            cell: (i) => (
              <button type="button" className="secondary" onClick={() => setReviewing(i.id)} data-testid={`review-${i.id}`}>
                <Trans>Review</Trans>
              </button>
            ),
          },
        ]}
        pager={
          shown &&
          (shown.queue.nextAfter !== null || shown.depth > 0) && (
            <Pager
              label={t`Pages`}
              testId="queue-pages"
              onPrevious={loading ? null : trail.back}
              onNext={loading ? null : trail.forwardTo(shown.queue.nextAfter)}
              position={
                <Trans>
                  {first}–{first + shown.queue.items.length - 1} of {shown.queue.total}
                </Trans>
              }
            />
          )
        }
      />
      {item && shown && (
        <Review
          key={item.id}
          tenant={tenant}
          item={item}
          currency={shown.queue.currency}
          canDecide={allowed(me, 'cashier.decide')}
          onDone={() => counts.reload()}
        />
      )}
    </section>
  );
}
