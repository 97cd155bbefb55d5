/** The footer's vendor icon swiper (spec §9): 8 icons a slide, 4 s autoplay, 800 ms slides, loops when there is more than one slide. */
export const VENDOR_SWIPER = { perSlide: 8, autoplayMs: 4000, speedMs: 800 } as const;

/** Splits the vendors into slides of `perSlide`, in order; the last slide holds the rest. */
export function vendorSlides<T>(items: readonly T[], perSlide: number = VENDOR_SWIPER.perSlide): T[][] {
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += perSlide) slides.push(items.slice(i, i + perSlide));
  return slides;
}
