/** A status response built for tests (flags, status code and brand are the knobs). */
import { FLAG_KEYS, type FlagKey } from '@contracts/flags';
import { REGISTER_FIELDS } from '@contracts/registration-fields';
import type { StatusValue } from '@contracts/status';

export function makeStatus(over: { flags?: Partial<Record<FlagKey, boolean>>; status?: 0 | 1 | 2; theme?: string } = {}): StatusValue {
  const field = { enabled: true, required: false, minLength: 1, maxLength: 20, patternId: 'any' as const };
  return {
    status: over.status ?? 0,
    maintenance: over.status === 1,
    regionRestriction: over.status === 2,
    location: { ip: '203.0.113.7' },
    info: {
      customerService: [],
      domainRoute: [],
      mobileTemplate: { mem_cen: 0, dep_func: 0 },
      paths: { api: '', remotes: { games: '/g.js', wallet: '/w.js', promotions: '/p.js', agent: '/a.js', member: '/mb.js' } },
      register: Object.fromEntries(REGISTER_FIELDS.map((f) => [f, field])) as StatusValue['info']['register'],
      resources: { downloads: {}, countryDialingCodes: ['+855'] },
      whitelabel: Object.fromEntries(FLAG_KEYS.map((k) => [k, over.flags?.[k] ?? true])) as StatusValue['info']['whitelabel'],
      mainDomain: 'test.localhost',
      imageCDNs: [],
      identity: { ready: true },
      site: {
        id: 'test',
        merchantCode: 'TEST01',
        trialMerchantCode: 'TEST01_TRIAL',
        brandName: 'Test Casino',
        logoText: 'TEST',
        theme: over.theme ?? 'royal',
        defaultLanguage: 'km',
        languages: ['km', 'zh', 'en', 'ar'],
        currency: { code: 'USD', symbol: '$', minorUnits: 2 },
        age: 18,
        payloadKey: 'test-payload-key-0123',
        gateways: { WEB: 1, MOBILE: 3 },
      },
    },
  };
}

export function envelopeOf<T>(value: T) {
  return { success: true, code: 'ok', message: '', value };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
