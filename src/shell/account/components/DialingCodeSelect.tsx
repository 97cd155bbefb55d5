/** The country dialing-code picker (status resources.countryDialingCodes). */
import { useLingui } from '@lingui/react/macro';
import { statusAtom } from '@kernel';
import { useAtomValue } from 'jotai';
import styles from '../account.module.css';

export function useDialingCodes(): string[] {
  return useAtomValue(statusAtom)?.info.resources.countryDialingCodes ?? [];
}

export function DialingCodeSelect({ value, onValue }: { value: string; onValue: (v: string) => void }) {
  const { t } = useLingui();
  const codes = useDialingCodes();
  return (
    <select
      className={`${styles.input} ${styles.select}`}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      aria-label={t`Country dialing code`}
      name="countryDialingCode"
    >
      {codes.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}
