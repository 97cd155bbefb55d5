/** Language picker: a dropdown opening upward, flag and name per language (spec "language picker"). */
import { LANGUAGES, type LanguageCode } from '@contracts/languages';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { siteAtom } from '../status/atoms';
import { changeLanguage } from './catalogs';
import { languageAtom } from './language';
import styles from './picker.module.css';

export function LanguagePicker() {
  const { t } = useLingui();
  const current = useAtomValue(languageAtom);
  const brandLanguages = useAtomValue(siteAtom)?.languages;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const choices = LANGUAGES.filter((l) => !brandLanguages || brandLanguages.includes(l.code));
  const active = LANGUAGES.find((l) => l.code === current) ?? LANGUAGES[0];
  const choose = (code: LanguageCode) => {
    setOpen(false);
    void changeLanguage(code);
  };
  return (
    <div className={styles.picker} data-testid="language-picker">
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t`Language`}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{active.flag}</span> {active.name} <span aria-hidden="true">▴</span>
      </button>
      {open && (
        <ul id={listId} className={styles.list} aria-label={t`Language`}>
          {choices.map((l) => (
            <li key={l.code}>
              <button
                type="button"
                lang={l.code}
                aria-current={l.code === current}
                onClick={() => choose(l.code)}
                data-testid={`language-${l.code}`}
              >
                <span aria-hidden="true">{l.flag}</span> {l.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
