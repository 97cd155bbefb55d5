/** registerMethod by how the site runs: WEBCLIP (iOS home screen), PWA (installed), else H5. */
export type RegisterChannel = 'H5' | 'PWA' | 'WEBCLIP';

export function registerChannel(win: Window = window): RegisterChannel {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (nav.standalone === true) return 'WEBCLIP';
  if (win.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}

/** Referral links carry `?affiliateCode=` or `?code=`; the code is kept for the registration form. */
export const AFFILIATE_STORAGE_KEY = 'affiliateCode';

export function referralCodeOf(search: string): string | null {
  const q = new URLSearchParams(search);
  const code = (q.get('affiliateCode') ?? q.get('code') ?? '').trim();
  return /^\d{1,16}$/.test(code) ? code : null;
}
