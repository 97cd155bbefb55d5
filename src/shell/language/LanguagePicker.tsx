/**
 * Language picker: a dropdown opening upward (spec "language picker") listing the brand's languages
 * whose catalogs are complete. Each language shows its code badge and name; the flag is decoration
 * only, drawn where the machine has a colour emoji font. Not in the first load: the footer draws it
 * when it comes near the screen, the settings page with its own chunk.
 */

import { CATALOG_LANGUAGES, LANGUAGES, type LanguageCode, languageTag, offeredLanguages } from '@contracts/languages';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import { changeLanguage, Icon, languageAtom, siteAtom } from '@kernel';
import { canShowFlagEmoji } from './flags';
import styles from './picker.module.css';

export default function LanguagePicker() {
  const { t } = useLingui();
  const current = useAtomValue(languageAtom);
  const site = useAtomValue(siteAtom);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const offered = site ? offeredLanguages(site) : CATALOG_LANGUAGES;
  const choices = LANGUAGES.filter((l) => offered.includes(l.code));
  const active = LANGUAGES.find((l) => l.code === current) ?? LANGUAGES[0];
  const flags = open && canShowFlagEmoji();
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
        aria-controls={open ? listId : undefined}
        aria-label={t`Language`}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="globe" size={1.1} />
        <span className={styles.code} aria-hidden="true">
          {active.code}
        </span>
        <span>{active.name}</span>
        <Icon name="chevronUp" size={0.9} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open && (
        <ul id={listId} className={styles.list} aria-label={t`Language`}>
          {choices.map((l) => (
            <li key={l.code}>
              <button
                type="button"
                lang={languageTag(l.code)}
                aria-current={l.code === current}
                onClick={() => choose(l.code)}
                data-testid={`language-${l.code}`}
              >
                <span className={styles.code} aria-hidden="true">
                  {l.code}
                </span>
                <span className={styles.name}>{l.name}</span>
                {flags && (
                  <span className={styles.flag} aria-hidden="true">
                    {l.flag}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
