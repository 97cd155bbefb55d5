/**
 * The invite (referral) link and the invite popup's open state. The link format lives here only:
 * `<origin>/m/register?affiliateCode=<code>` with the member's own invitation code (members with
 * agent rights have one, see member info), or the brand's registration address without a code for
 * a member who has none yet (a code the server does not know would make registration fail).
 */
import { atom } from 'jotai';

export function referralLink(origin: string, code: string | null | undefined): string {
  const url = new URL('/m/register', origin);
  if (code && /^\d{1,16}$/.test(code)) url.searchParams.set('affiliateCode', code);
  return url.toString();
}

export const invitePopupOpenAtom = atom(false);
