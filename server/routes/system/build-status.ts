/** The status response value, from the tenant file overlaid by the runtime state in the database. */
import { type StatusValue, statusOf } from '../../../src/contracts/status';
import type { Tenant } from '../../../tenants/schema';
import { type BrandImages, brandAssetUrl } from '../../support/pwa/brand-assets';
import { effectiveFlags } from '../../tenants/effective';
import type { TenantRuntime } from '../../tenants/runtime-repository';
import type { CsPathOf } from './cs-paths';

/**
 * `identityReady`: the server's identity provider can verify sign-ins now. `csPath`: encrypts a
 * customer-service URL, the same in every process (`cs-paths.ts`). `images`: the brands' published
 * identity images.
 */
export type StatusRequestInfo = { host: string; ip: string; identityReady?: boolean; csPath: CsPathOf; images: BrandImages };

function downloadsOf(tenant: Tenant): Record<string, { url: string; labelNameEn: string }> {
  return Object.fromEntries(Object.entries(tenant.downloads).filter(([, link]) => link !== undefined)) as Record<
    string,
    { url: string; labelNameEn: string }
  >;
}

export function buildStatus(tenant: Tenant, runtime: TenantRuntime, req: StatusRequestInfo): StatusValue {
  const { maintenance, regionRestriction } = runtime;
  const gateways = [tenant.gateways.WEB, tenant.gateways.MOBILE];
  const logoUrl = brandAssetUrl(tenant, 'logo', req.images);
  return {
    status: statusOf(maintenance, regionRestriction),
    maintenance,
    regionRestriction,
    location: { ip: req.ip },
    info: {
      customerService: tenant.customerService.map((cs) => ({ csType: cs.csType, path: req.csPath(cs.url) })),
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
        ...(logoUrl ? { logoUrl } : {}),
        theme: tenant.theme,
        defaultLanguage: tenant.defaultLanguage,
        languages: [...tenant.languages],
        currency: { ...tenant.currency },
        age: tenant.age,
        payloadKey: tenant.payloadKey,
        gateways: { ...tenant.gateways },
        ...(tenant.minAppVersion ? { minAppVersion: tenant.minAppVersion } : {}),
      },
    },
  };
}
