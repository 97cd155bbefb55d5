import { describe, expect, it } from 'vitest';
import { CONTENT_PATHS, type HelpEntry } from '../../src/contracts/content/calls';
import type { Tenant } from '../../tenants/schema';
import { fileTestApp } from '../test/app';
import { publishConfig } from '../tenants/config-store';
import { helpEntries, helpTemplates } from './help';
import { forgetHelpSeeded, readStage, upsertText } from './help-store';
import { sanitizeHtml } from './sanitize';
import { call, type Env } from './test/support';

const t = fileTestApp();

const help = async (brand: string, lang = 'EN') =>
  (
    (await call(t.app, brand, 'GET', CONTENT_PATHS.helpCenter, { query: { device: 'MOBILE', moduleId: 'COMM3', lang } })).json() as Env<
      HelpEntry[]
    >
  ).value ?? [];

async function publishBrand(id: string, change: Pick<Tenant, 'brandName' | 'age'>) {
  const tenant = t.app.tenants.get(id);
  if (!tenant) throw new Error(`no ${id} brand`);
  await publishConfig(t.app.db, { ...tenant, ...change }, { source: 'file', by: 'test', now: new Date() });
  await t.app.liveTenants.refresh();
}

describe('help placeholders', () => {
  it("stores {brand} and {age} and fills them when the help call answers, so a brand's new name and age show without seeding again", async () => {
    const tiger = t.app.tenants.get('tiger');
    if (!tiger) throw new Error('no tiger brand');
    const before = (await help('tiger')).find((e) => e.tag === 'terms');
    expect(before?.content).toContain(tiger.brandName);
    const [live] = (await readStage(t.app.db, 'tiger', 'live')).filter((e) => e.tag === 'terms');
    expect(live?.texts.find((x) => x.language === 'en')?.content).toContain('{age}');
    const age = tiger.age === 18 ? 21 : 18;
    await publishBrand('tiger', { brandName: 'Tiger Renamed', age });
    try {
      const after = (await help('tiger')).find((e) => e.tag === 'terms');
      expect(after?.content).toBe(helpEntries({ brandName: 'Tiger Renamed', age }, 'en').find((e) => e.tag === 'terms')?.content);
      expect(after?.content).toContain(`${age} or older`);
      expect(after?.content).not.toContain(tiger.brandName);
      expect(JSON.stringify(after)).not.toMatch(/\{brand\}|\{age\}/);
    } finally {
      await publishBrand('tiger', { brandName: tiger.brandName, age: tiger.age });
    }
  });

  it('turns a brand seeded with filled texts back into placeholders once, leaving an edited text as the operator wrote it', async () => {
    const lotus = t.app.tenants.get('lotus');
    if (!lotus) throw new Error('no lotus brand');
    await help('lotus');
    // the brand as seeded before placeholders: every text filled, one English title edited by an operator
    const entries = await readStage(t.app.db, 'lotus', 'live');
    for (const entry of entries)
      for (const text of entry.texts) {
        const filled = helpEntries(lotus, text.language as 'en').find((e) => e.tag === entry.tag);
        if (filled) await upsertText(t.app.db, entry.id, { language: text.language, ...filled });
      }
    const about = entries.find((e) => e.tag === 'about');
    if (!about) throw new Error('no about entry');
    const edited = {
      language: 'en',
      title: `About ${lotus.brandName} (edited)`,
      content: `<p>${lotus.brandName}, ${lotus.age}+</p>`,
      children: [],
    };
    await upsertText(t.app.db, about.id, edited);
    await t.app.db.query('UPDATE help_seeds SET placeholders = false WHERE tenant_id = $1', ['lotus']);
    // the app remembers lotus as seeded: forget it, as a server process starting after migration 224 would
    forgetHelpSeeded(t.app.db);

    const answered = await help('lotus');
    expect(answered.find((e) => e.tag === 'about')?.title).toBe(edited.title);
    const stored = await readStage(t.app.db, 'lotus', 'live');
    const text = (tag: string, language: string) => stored.find((e) => e.tag === tag)?.texts.find((x) => x.language === language);
    expect(text('about', 'en')).toEqual(edited);
    const terms = helpTemplates('km').find((e) => e.tag === 'terms');
    expect(text('terms', 'km')).toEqual({ language: 'km', title: terms?.title, content: terms?.content, children: terms?.children });
    expect(text('about', 'th')?.content).toContain('{brand}');
    const [mark] = await t.app.db.query<{ placeholders: boolean }>('SELECT placeholders FROM help_seeds WHERE tenant_id = $1', ['lotus']);
    expect(mark?.placeholders).toBe(true);
  });

  it('keeps the placeholders through the sanitiser', () => {
    expect(sanitizeHtml('<p>{brand} is for players aged {age} or older</p>')).toBe('<p>{brand} is for players aged {age} or older</p>');
    expect(sanitizeHtml('<a href="https://example.com/{brand}">{brand}</a>')).toContain('>{brand}</a>');
  });
});
