/**
 * A betting record's detail (its postings) with Cancel when the bet still allows it: offered only
 * from a current answer, never while the detail reloads (after a cancel) or when that reload failed.
 */
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { Modal, refreshWalletAtom, toast, useFormat, useLoad, withLoading } from '@kernel';
import { useSetAtom } from 'jotai';
import { cancelOrder, fetchOrderDetail } from '../../api/records';
import { walletErrorText } from '../../lib/error-text';
import styles from '../../wallet.module.css';
import { Loadable } from '../Loadable';
import { Status } from '../Status';
import { gameTypeText } from './game-types';
import { TX_CODE_TEXT } from './tx-codes';

export function OrderDetail({ orderId, onClose, onChanged }: { orderId: number; onClose: () => void; onChanged: () => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money, dateTime: when } = useFormat();
  const refresh = useSetAtom(refreshWalletAtom);
  const detail = useLoad(() => fetchOrderDetail(orderId), [orderId, i18n.locale]);
  const cancellable = detail.data?.cancellable === true && !detail.loading && detail.error === null;
  const cancel = async () => {
    try {
      await withLoading(t`Please wait`, () => cancelOrder(orderId));
      toast.success(t`Bet cancelled: the stake is back in your wallet`);
      void refresh();
      onChanged();
      detail.reload();
    } catch (error) {
      toast.long(walletErrorText(i18n, error));
    }
  };
  return (
    <Modal
      open
      title={t`Bet details`}
      onClose={onClose}
      actions={
        <>
          {cancellable && (
            <button type="button" className={styles.ghost} onClick={() => void cancel()} data-testid="order-cancel">
              <Trans>Cancel bet</Trans>
            </button>
          )}
          <button type="button" className={styles.submit} onClick={onClose} data-testid="order-close">
            <Trans>Close</Trans>
          </button>
        </>
      }
    >
      <Loadable state={detail} testId="order-detail">
        {(d) => (
          <div data-testid="order-detail">
            <div className={styles.row}>
              <span data-testid="record-detail-game">{d.gameName}</span>
              <Status status={d.status} testId="order-detail-status" />
            </div>
            <p className={styles.muted} data-testid="record-detail-vendor">
              {d.vendorName} · {gameTypeText(i18n, d.gameType)}
            </p>
            <p className={styles.muted}>
              {t`Round ${d.roundId}`} · {when(d.createdAt)}
            </p>
            <ul className={styles.list}>
              {d.postings.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: postings are listed in order and never reordered
                <li key={i}>
                  <span>{i18n._(TX_CODE_TEXT[p.txCode])}</span>
                  <span className={`${styles.amount} ${p.amount > 0 ? styles.plus : styles.minus}`}>{money(p.amount)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Loadable>
    </Modal>
  );
}
