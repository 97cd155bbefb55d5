import { describe, expect, it } from 'vitest';
import { VENDOR_SWIPER, vendorSlides } from './vendor-slides';

describe('footer vendor slides', () => {
  it('puts 8 vendors on a slide, the rest on the last, none lost or repeated', () => {
    const vendors = Array.from({ length: 19 }, (_, i) => `V${i}`);
    const slides = vendorSlides(vendors);
    expect(slides.map((s) => s.length)).toEqual([8, 8, 3]);
    expect(slides.flat()).toEqual(vendors);
    expect(vendorSlides(vendors.slice(0, 8))).toHaveLength(1);
    expect(vendorSlides([])).toEqual([]);
  });

  it('uses the spec §9 swiper timings', () => {
    expect(VENDOR_SWIPER).toEqual({ perSlide: 8, autoplayMs: 4000, speedMs: 800 });
  });
});
