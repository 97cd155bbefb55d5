/**
 * The banner strip, loaded when a page first shows one (it stays out of the first load). While its
 * chunk loads, a box of the strip's height holds the place (no layout shift when it comes).
 */
import { type ComponentProps, createElement, lazy, Suspense } from 'react';

const LazyBannerStrip = lazy(() => import('./BannerStrip'));

/** The strip's height: its images' 5.6rem and its 0.5rem top padding (BannerStrip.tsx). */
export const BANNER_STRIP_SPACE = { minHeight: '6.1rem' } as const;

export function BannerStrip(props: ComponentProps<typeof LazyBannerStrip>) {
  return createElement(
    Suspense,
    { fallback: createElement('div', { style: BANNER_STRIP_SPACE, 'aria-hidden': true }) },
    createElement(LazyBannerStrip, props),
  );
}
