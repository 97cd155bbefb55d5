/**
 * The footer's partner vendors (spec §1): each vendor once, its icon served by our server, in the
 * vendor icon swiper of spec §9 (8 a slide, 4 s autoplay, 800 ms, looping when there is more than
 * one slide). Lazy: below the fold, so swiper stays out of the first load.
 */
import 'swiper/css';
import { GAME_PATHS, VassalTypesSchema, type Vendor } from '@contracts/games/calls';
import { directionOf } from '@contracts/languages';
import { apiRequest, languageAtom } from '@kernel';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import styles from '../content.module.css';
import { VENDOR_SWIPER, vendorSlides } from './vendor-slides';

export default function FooterVendors() {
  const language = useAtomValue(languageAtom);
  const [vendors, setVendors] = useState<Vendor[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    apiRequest(GAME_PATHS.vassalTypes, {
      query: { typeId: '1', moduleId: 'COMM3', language },
      schema: VassalTypesSchema,
      signal: abort.signal,
    })
      .then((v) => startTransition(() => setVendors([...new Map(v.vendors.map((x) => [x.vassalage, x])).values()])))
      .catch(() => setVendors([]));
    return () => abort.abort();
  }, [language]);
  if (vendors.length === 0) return null;
  const slides = vendorSlides(vendors);
  return (
    <section aria-label="vendors" data-testid="footer-vendors" className={styles.vendors}>
      <p>
        <Trans>Our game partners</Trans>
      </p>
      {/* swiper reads the direction once, when it starts: a new one for each direction */}
      <Swiper
        key={directionOf(language)}
        dir={directionOf(language)}
        modules={[Autoplay]}
        speed={VENDOR_SWIPER.speedMs}
        loop={slides.length > 1}
        autoplay={slides.length > 1 ? { delay: VENDOR_SWIPER.autoplayMs, disableOnInteraction: false } : false}
        data-testid="footer-vendor-swiper"
        data-slides={slides.length}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.map((v) => v.vassalage).join()}>
            <div className={styles.vendorGrid}>
              {slide.map((v) => (
                <img key={v.vassalage} src={v.mobileLargeIcon || v.img} alt={v.displayName} width={80} height={32} loading="lazy" />
              ))}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
