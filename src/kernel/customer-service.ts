/**
 * Customer-service links: the status gives encrypted paths (spec §3); decrypting needs crypto-js,
 * which is imported only when a player actually asks for customer service.
 */
import type { StatusInfo } from '@contracts/status';

type Entry = StatusInfo['customerService'][number];

/** Order of preference for the generic "customer service" action. */
const PREFERRED = ['LIVECHAT', 'TELEGRAM', 'MESSENGER', 'LINE', 'FACEBOOK'];

export async function customerServiceUrl(entries: readonly Entry[], csType?: string): Promise<string | null> {
  const pick = csType ? entries.find((e) => e.csType === csType) : [...entries].sort((a, b) => rank(a.csType) - rank(b.csType))[0];
  if (!pick) return null;
  const { decryptCsPath } = await import('@contracts/cs-path');
  return decryptCsPath(pick.path);
}

function rank(csType: string): number {
  const i = PREFERRED.indexOf(csType);
  return i === -1 ? PREFERRED.length : i;
}

/**
 * Opens customer service; false when the brand has none. A page of this site (the live chat,
 * `/m/chat`) opens in place through `navigate` (the router's); any other link in a new tab.
 */
export async function openCustomerService(entries: readonly Entry[], csType?: string, navigate?: (to: string) => void): Promise<boolean> {
  const url = await customerServiceUrl(entries, csType);
  if (!url) return false;
  if (url.startsWith('/m/')) {
    if (navigate) navigate(url);
    else window.location.assign(url);
    return true;
  }
  window.open(url, '_blank', 'noopener');
  return true;
}
