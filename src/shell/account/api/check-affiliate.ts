/** GET /wps/check/affiliate: is this invitation (affiliate) code valid on this brand? */
import { AffiliateValueSchema } from '@contracts/account/checks';
import { sendAccountCall } from './send';

export async function checkAffiliate(code: string, domain: string): Promise<string> {
  return (await sendAccountCall('checkAffiliate', AffiliateValueSchema, { code, domain })).code;
}
