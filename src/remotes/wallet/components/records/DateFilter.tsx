/** Date range presets: today, last 7 days, last 30 days (the server filters by calendar day). */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui as useT } from '@lingui/react/macro';
import { calendarDay } from '@contracts/format';
import styles from '../../wallet.module.css';

export const RANGES: { days: number; title: MessageDescriptor }[] = [
  { days: 0, title: msg`Today` },
  { days: 6, title: msg`7 days` },
  { days: 29, title: msg`30 days` },
];

/** `YYYY-MM-DD` of the local calendar day `daysAgo` before `now`. */
export function dayOffset(daysAgo: number, now = new Date()): string {
  return calendarDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo));
}

export const rangeQuery = (days: number) => ({ startDate: dayOffset(days), endDate: dayOffset(0) });

export function DateFilter({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { i18n } = useLingui();
  const { t } = useT();
  return (
    <fieldset className={styles.tabs} aria-label={t`Date range`} data-testid="date-filter">
      {RANGES.map((r) => (
        <button
          key={r.days}
          type="button"
          className={styles.tab}
          aria-pressed={r.days === days}
          onClick={() => onChange(r.days)}
          data-testid={`date-${r.days}`}
        >
          {i18n._(r.title)}
        </button>
      ))}
    </fieldset>
  );
}
