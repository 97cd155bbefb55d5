/** /m/provider: every vendor of the brand by category; a tap opens the category page with that vendor. */
import { paths } from '@kernel';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ROUTE_OF_TYPE } from '../categories';
import styles from '../components/games.module.css';
import { useDefaultArt } from '../components/GameTile';
import { useCategoryTitle } from '../home/titles';
import { vendorsOfType } from '../state/category-vendors';
import { useVassalTypes } from '../state/catalogue';
import type { GameType } from '@contracts/games/types';

export default function ProviderPage() {
  const { t } = useLingui();
  const types = useVassalTypes();
  const title = useCategoryTitle();
  if (!types) return <div className={styles.page} aria-busy="true" />;
  const categories = types.sorting.map((s) => s.gameCategory).filter((c): c is GameType => c !== 'HOT' && c !== 'FAV');
  return (
    <div className={styles.page} data-testid="games-provider">
      {categories.map((c) => {
        const route = ROUTE_OF_TYPE[c];
        if (!route) return null;
        return (
          <section key={c} aria-label={title(c)}>
            <h2 className={styles.subTitle}>{title(c)}</h2>
            <div className={styles.providerGrid}>
              {vendorsOfType(types, c).map((v) => (
                <Link
                  key={v.vassalage}
                  className={styles.provider}
                  to={`${paths[route].path}?vassalage=${v.vassalage}`}
                  aria-label={t`${v.displayName} games`}
                >
                  <img src={v.img} alt="" width={60} height={24} onError={useDefaultArt} />
                  <span>{v.displayName}</span>
                </Link>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
