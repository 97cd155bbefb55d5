/**
 * Which languages the leak check reads on which brand, and how they are cut into tests. The
 * catalogs are the same for every brand, so each offered complete language is checked once per role,
 * on one brand that offers it: each brand's default language on that brand, every other language on
 * the brand that offers it with the fewest so far.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_LANGUAGES } from '../../../../src/contracts/languages';
import { ROOT } from '../../support/servers';

export type Role = 'visitor' | 'member';
export type BrandFacts = {
  brandName: string;
  logoText: string;
  defaultLanguage: string;
  languages: string[];
  whitelabel?: Record<string, boolean>;
};

export const brandFacts = (id: string) => JSON.parse(readFileSync(join(ROOT, 'tenants', `${id}.json`), 'utf8')) as BrandFacts;
const complete = (lang: string) => (CATALOG_LANGUAGES as readonly string[]).includes(lang);

/** The languages each brand is checked in: every offered complete language once, on one brand. */
export function languagesToCheck(brands: readonly string[]): Map<string, string[]> {
  const files = new Map(brands.map((b) => [b, brandFacts(b)]));
  const plan = new Map(brands.map((b) => [b, [] as string[]]));
  const taken = new Set<string>();
  for (const [b, f] of files) {
    if (complete(f.defaultLanguage) && !taken.has(f.defaultLanguage)) {
      plan.get(b)?.push(f.defaultLanguage);
      taken.add(f.defaultLanguage);
    }
  }
  for (const [, f] of files) {
    for (const lang of f.languages.filter((l) => complete(l) && !taken.has(l))) {
      const offering = brands.filter((b) => files.get(b)?.languages.includes(lang));
      const least = offering.reduce((a, b) => ((plan.get(b)?.length ?? 0) < (plan.get(a)?.length ?? 0) ? b : a));
      plan.get(least)?.push(lang);
      taken.add(lang);
    }
  }
  return plan;
}

/**
 * The member logs in through the site's login call (support/session.ts), which the suite's server
 * cannot get past on a brand that always asks for a captcha: members are checked on the other brands (a
 * language only such a brand offers is then checked on one of them that lists it, else as a visitor
 * only).
 */
const alwaysCaptcha = (id: string) => brandFacts(id).whitelabel?.CAPTCHA3 === true;

/** Languages side by side in one test: enough to keep a worker busy while pages settle. */
export const LANGUAGES_PER_TEST = 3;

export type CheckGroup = { brand: string; role: Role; languages: string[] };

/** The tests: per role and brand, its languages cut into groups of at most LANGUAGES_PER_TEST. */
export function checkGroups(brands: readonly string[]): CheckGroup[] {
  const plans: Record<Role, Map<string, string[]>> = {
    visitor: languagesToCheck(brands),
    member: languagesToCheck(brands.filter((b) => !alwaysCaptcha(b))),
  };
  const groups: CheckGroup[] = [];
  for (const role of ['member', 'visitor'] as const) {
    for (const [brand, languages] of plans[role]) {
      for (let i = 0; i < languages.length; i += LANGUAGES_PER_TEST)
        groups.push({ brand, role, languages: languages.slice(i, i + LANGUAGES_PER_TEST) });
    }
  }
  return groups;
}
