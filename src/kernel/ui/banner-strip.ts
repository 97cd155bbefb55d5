/** The banner strip, loaded when a page first shows one (it stays out of the first load). */
import { lazy } from 'react';

export const BannerStrip = lazy(() => import('./BannerStrip'));
