/** A home section title: icon, name, game count and a "more" link. */
import { Icon, type IconName } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from '../components/games.module.css';

export function SectionTitle({ icon, name, count, to }: { icon: IconName; name: string; count: number | null; to: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.sectionTitle}>
      <Icon name={icon} />
      <h2>{name}</h2>
      {count !== null && (
        <span className={styles.sectionCount} data-testid="section-count">
          {count}
        </span>
      )}
      <Link to={to} className={styles.more} aria-label={t`More ${name}`}>
        {t`More`}
      </Link>
    </div>
  );
}
