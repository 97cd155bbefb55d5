/** Picks the deposit method: tiles in the new detail version (dep_func 1), a select in the base one. */
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import styles from '../../wallet.module.css';
import type { DepositMethod } from './methods';

export function MethodPicker({
  methods,
  value,
  onChange,
  detail,
}: {
  methods: DepositMethod[];
  value: string;
  onChange: (key: string) => void;
  detail: 'base' | 'new';
}) {
  const { i18n } = useLingui();
  const { t } = useT();
  if (detail === 'new') {
    return (
      <fieldset className={styles.grid} aria-label={t`Deposit method`} data-testid="deposit-methods">
        {methods.map((m) => (
          <button
            key={m.key}
            type="button"
            className={styles.tile}
            aria-pressed={m.key === value}
            onClick={() => onChange(m.key)}
            data-testid={`deposit-method-${m.channel}-${m.kind}`}
          >
            {i18n._(m.title)}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <label className={styles.field}>
      <span>{t`Deposit method`}</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="deposit-methods">
        {methods.map((m) => (
          <option key={m.key} value={m.key} data-testid={`deposit-method-${m.channel}-${m.kind}`}>
            {i18n._(m.title)}
          </option>
        ))}
      </select>
    </label>
  );
}
