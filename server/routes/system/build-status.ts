/** The status response value, from the tenant file overlaid by the runtime state in the database. */
import { encryptCsPath } from '../../../src/contracts/cs-path';

/**
 * Each customer-service URL is encrypted once per process (random key and salt), so the status
 * answer stays the same between calls and its ETag lets browsers revalidate with a 304. Bounded by
 * the brands' customer-service entries (operators set a handful; the map is cleared past 1,000).
 */
const encryptedPaths = new Map<string, string>();
function encryptedCsPath(url: string): string {
  let path = encryptedPaths.get(url);
  if (!path) {
    if (encryptedPaths.size >= 1000) encryptedPaths.clear();
    path = encryptCsPath(url);
    encryptedPaths.set(url, path);
  }
  return path;
}

import { type StatusValue, statusOf } from '../../../src/contracts/status';
import type { Tenant } from '../../../tenants/schema';
import { effectiveFlags } from '../../tenants/effective';
import type { TenantRuntime } from '../../tenants/runtime-repository';

/** `identityReady`: the server's identity provider can verify sign-ins now. */
export type StatusRequestInfo = { host: string; ip: string; identityReady?: boolean };

function downloadsOf(tenant: Tenant): Record<string, { url: string; labelNameEn: string }> {
  return Object.fromEntries(Object.entries(tenant.downloads).filter(([, link]) => link !== undefined)) as Record<
    string,
    { url: string; labelNameEn: string }
  >;
}

export function buildStatus(tenant: Tenant, runtime: TenantRuntime, req: StatusRequestInfo): StatusValue {
  const { maintenance, regionRestriction } = runtime;
  const gateways = [tenant.gateways.WEB, tenant.gateways.MOBILE];
  return {
    status: statusOf(maintenance, regionRestriction),
    maintenance,
    regionRestriction,
    location: { ip: req.ip },
    info: {
      customerService: tenant.customerService.map((cs) => ({ csType: cs.csType, path: encryptedCsPath(cs.url) })),
      domainRoute: tenant.domains.flatMap((domain) => gateways.map((gateway) => ({ domain, gateway }))),
      mobileTemplate: { ...tenant.templates },
      paths: { api: tenant.apiOrigin ?? '', remotes: { ...tenant.remotes } },
      register: structuredClone(tenant.register),
      resources: { downloads: downloadsOf(tenant), countryDialingCodes: [...tenant.login.countryDialingCodes] },
      whitelabel: effectiveFlags(tenant, runtime.overrides),
      mainDomain: tenant.domains[0] ?? req.host,
      imageCDNs: [...tenant.imageCDNs],
      identity: { ready: req.identityReady ?? false, sms: tenant.login.smsVerification === 'identity' },
      site: {
        id: tenant.id,
        merchantCode: tenant.merchantCode,
        trialMerchantCode: tenant.trialMerchantCode,
        brandName: tenant.brandName,
        logoText: tenant.logoText,
        theme: tenant.theme,
        defaultLanguage: tenant.defaultLanguage,
        languages: [...tenant.languages],
        currency: { ...tenant.currency },
        age: tenant.age,
        payloadKey: tenant.payloadKey,
        gateways: { ...tenant.gateways },
      },
    },
  };
}
