/**
 * Filter popup (spec "Game lists"): search by name, providers, game types (classifications),
 * minimum bet, minimum lines. Choosing an already chosen item deselects it; Reset with nothing
 * chosen just closes, else clears the choices; Filter applies them.
 */
import type { Vendor } from '@contracts/games/calls';
import { Popup, useFormat } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import styles from './games.module.css';

export type Filters = { gameName: string; vendor: string; classify: string; minBet: string; minLine: string };
export const NO_FILTERS: Filters = { gameName: '', vendor: '', classify: '', minBet: '', minLine: '' };
export const isEmptyFilter = (f: Filters) => Object.values(f).every((v) => v === '');

type Option = { value: string; label: string };
type Props = {
  open: boolean;
  value: Filters;
  vendors: Vendor[];
  classifications: Option[];
  minBets: number[];
  minLines: number[];
  onClose(): void;
  onApply(f: Filters): void;
};

function Group({
  title,
  options,
  chosen,
  onPick,
  testId,
}: {
  title: ReactNode;
  options: Option[];
  chosen: string;
  onPick(v: string): void;
  testId: string;
}) {
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.group} data-testid={testId}>
      <legend>{title}</legend>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={chosen === o.value ? styles.chipOn : styles.chip}
          aria-pressed={chosen === o.value}
          onClick={() => onPick(chosen === o.value ? '' : o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

export function FilterPopup({ open, value, vendors, classifications, minBets, minLines, onClose, onApply }: Props) {
  const { t } = useLingui();
  const { money } = useFormat();
  const [draft, setDraft] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start from the applied value each time it opens
  useEffect(() => setDraft(value), [value, open]);
  const set = (k: keyof Filters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const reset = () => (isEmptyFilter(draft) ? onClose() : setDraft(NO_FILTERS));
  return (
    <Popup open={open} onClose={onClose} label={t`Filter`} testId="filter-popup">
      <div className={styles.popupBody}>
        <label className={styles.searchField}>
          <span>{t`Game name`}</span>
          <input
            type="search"
            value={draft.gameName}
            maxLength={60}
            onChange={(e) => set('gameName')(e.target.value)}
            data-testid="filter-name"
          />
        </label>
        <Group
          title={t`Providers`}
          testId="filter-vendors"
          options={vendors.map((v) => ({ value: v.vassalage, label: v.displayName }))}
          chosen={draft.vendor}
          onPick={set('vendor')}
        />
        <Group title={t`Game types`} testId="filter-types" options={classifications} chosen={draft.classify} onPick={set('classify')} />
        <Group
          title={t`Minimum bet`}
          testId="filter-bets"
          options={minBets.map((b) => ({ value: String(b), label: money(b) }))}
          chosen={draft.minBet}
          onPick={set('minBet')}
        />
        <Group
          title={t`Minimum lines`}
          testId="filter-lines"
          options={minLines.map((l) => ({ value: String(l), label: String(l) }))}
          chosen={draft.minLine}
          onPick={set('minLine')}
        />
        <div className={styles.popupActions}>
          <button type="button" className={styles.secondary} onClick={reset} data-testid="filter-reset">
            {t`Reset`}
          </button>
          <button
            type="button"
            className={styles.primary}
            onClick={() => onApply({ ...draft, gameName: draft.gameName.trim() })}
            data-testid="filter-apply"
          >
            {t`Filter`}
          </button>
        </div>
      </div>
    </Popup>
  );
}
