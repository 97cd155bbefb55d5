/** What a game call needs from its request: the brand's catalogue view, the language, the member. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguageCode, LANGUAGE_HEADER, type LanguageCode } from '../../src/contracts/languages';
import type { Tenant } from '../../tenants/schema';
import { type Authenticated, authenticate } from '../accounts/sessions';
import { platformHeaders } from '../http/platform-headers';
import { requireTenant } from '../plugins/app/tenants';
import { type BrandCatalogue, brandCatalogue, NO_HIDING } from './brand-catalogue';
import type { Catalogue, CatalogueStore } from './catalogue';

const BY_NAME = new Map<string, LanguageCode>(
  Object.entries(LANGUAGE_HEADER).flatMap(([code, header]) => [
    [header, code as LanguageCode],
    [code.toUpperCase(), code as LanguageCode],
  ]),
);

/** The `language` parameter (KM, CN, en, ...), else the Language header, else the brand default. */
export function languageOf(request: FastifyRequest, tenant: Tenant, param?: string): LanguageCode {
  const fromParam = param ? BY_NAME.get(param.trim().toUpperCase()) : undefined;
  const header = platformHeaders(request).language;
  const lang = fromParam ?? header ?? tenant.defaultLanguage;
  return isLanguageCode(lang) ? lang : 'en';
}

/** The request's brand and its view of the catalogue, with the snapshot the view was made from. */
export async function brandView(
  store: CatalogueStore,
  request: FastifyRequest,
): Promise<{ tenant: Tenant; view: BrandCatalogue; catalogue: Catalogue }> {
  const tenant = requireTenant(request);
  const cat = await store.current();
  return { tenant, view: brandCatalogue(cat, tenant.id, tenant.games ?? NO_HIDING), catalogue: cat };
}

export function memberOf(app: FastifyInstance, request: FastifyRequest, tenant: Tenant, now: Date): Promise<Authenticated> {
  return authenticate(app.db, platformHeaders(request).token, tenant.id, now);
}
