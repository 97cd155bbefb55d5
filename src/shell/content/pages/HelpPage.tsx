/** `/m/help` (spec): preselect by `tag`, `i` or `c`; the first entry by default. */
import { Skeleton } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import styles from '../content.module.css';
import { HelpView } from '../components/HelpView';
import { preselect, useHelp } from '../state/useHelp';

export default function HelpPage() {
  const { entries, failed } = useHelp();
  const [params] = useSearchParams();
  if (!entries && !failed) return <Skeleton lines={6} />;
  if (!entries || entries.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans id="in_no_data">No data</Trans>
      </p>
    );
  }
  const { index, child } = preselect(entries, params);
  return <HelpView key={`${index}:${child}`} entries={entries} initial={index} child={child} />;
}
