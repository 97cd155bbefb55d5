/** The footer's partner vendors (spec §1): each vendor once, its icon served by our server. Lazy: below the fold. */
import { GAME_PATHS, VassalTypesSchema, type Vendor } from '@contracts/games/calls';
import { apiRequest, languageAtom } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import styles from '../content.module.css';

export default function FooterVendors() {
  const language = useAtomValue(languageAtom);
  const [vendors, setVendors] = useState<Vendor[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    apiRequest(GAME_PATHS.vassalTypes, { query: { typeId: '1', moduleId: 'COMM3', language }, schema: VassalTypesSchema, signal: abort.signal })
      .then((v) => setVendors([...new Map(v.vendors.map((x) => [x.vassalage, x])).values()]))
      .catch(() => setVendors([]));
    return () => abort.abort();
  }, [language]);
  if (vendors.length === 0) return null;
  return (
    <section aria-label="vendors" data-testid="footer-vendors">
      <p>
        <Trans>Our game partners</Trans>
      </p>
      <div className={styles.strip} style={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {vendors.map((v) => (
          <img key={v.vassalage} src={v.mobileLargeIcon || v.img} alt={v.displayName} width={80} height={32} loading="lazy" />
        ))}
      </div>
    </section>
  );
}
