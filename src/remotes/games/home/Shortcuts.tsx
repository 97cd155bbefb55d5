/** Entry shortcuts of spec §4 (BINGO, INHOUSE, JL, RTG, JACKPOT, FEATURE, PG, JDB, NEW, ESPORTS, COCKFIGHT). */
import { paths } from '@kernel';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { SHORTCUTS } from '../categories';
import styles from '../components/games.module.css';

const LABELS: Record<string, MessageDescriptor> = {
  BINGO: msg`Bingo`,
  INHOUSE: msg`In-house games`,
  JL: msg`JILI games`,
  RTG: msg`RTG games`,
  JACKPOT: msg`Jackpots`,
  FEATURE: msg`Feature buy`,
  PG: msg`PG Soft`,
  JDB: msg`JDB Gaming`,
  NEW: msg`New`,
  ESPORTS: msg`Esports`,
  COCKFIGHT: msg`Cockfight`,
};

export function Shortcuts({ hidden }: { hidden: (key: string) => boolean }) {
  const { i18n } = useLingui();
  return (
    <nav className={styles.strip} aria-label={i18n._(msg`Shortcuts`)} data-testid="shortcuts">
      {Object.entries(SHORTCUTS)
        .filter(([key]) => !hidden(key))
        .map(([key, s]) => (
          <Link key={key} className={styles.chip} to={`${paths[s.route].path}${s.search}`} data-testid={`shortcut-${key}`}>
            {LABELS[key] ? i18n._(LABELS[key]) : key}
          </Link>
        ))}
    </nav>
  );
}
