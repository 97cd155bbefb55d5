/** The deposit promotions: none, or one accepted for the next deposit (saved on the server at once). */
import type { DepositPromo } from '@contracts/wallet/deposit';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useT } from '@lingui/react/macro';
import { toast, useFormat } from '@kernel';
import { useState } from 'react';
import { acceptPromo } from '../../api/deposit';
import { walletErrorText } from '../../lib/error-text';
import styles from '../../wallet.module.css';

export function PromoPicker({ promos, accepted }: { promos: DepositPromo[]; accepted: string | null }) {
  const { i18n } = useLingui();
  const { t } = useT();
  const { money } = useFormat();
  const [value, setValue] = useState(accepted ?? '');
  const choose = async (next: string) => {
    const before = value;
    setValue(next);
    try {
      await acceptPromo(next || null);
    } catch (error) {
      setValue(before);
      toast.short(walletErrorText(i18n, error));
    }
  };
  return (
    <label className={styles.field}>
      <span>
        <Trans>Promotion</Trans>
      </span>
      <select value={value} onChange={(e) => void choose(e.target.value)} data-testid="deposit-promo">
        <option value="">{t`No promotion`}</option>
        {promos.map((p) => (
          <option key={p.promoId} value={p.promoId}>
            {t`${p.percent}% bonus up to ${money(p.maxBonus)} (deposit at least ${money(p.minDeposit)}, turnover ×${p.turnoverMultiple})`}
          </option>
        ))}
      </select>
    </label>
  );
}
