import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from '../../src/contracts/languages';
import { fileTestApp } from '../test/app';
import { ensureContentSeeded } from './seed';

const t = fileTestApp();

type TextRow = { id: number; type: string; language: string; title: string };

describe('seeding a brand seeded before in km, zh and en', () => {
  it('adds the other languages once, to the seeded texts an operator has not rewritten, keeping an operator’s own', async () => {
    const db = t.app.db;
    const tenant = t.app.tenants.get('tiger');
    if (!tenant) throw new Error('no tiger');
    const now = new Date();
    await ensureContentSeeded(db, tenant, now);
    const texts = () =>
      db.query<TextRow>(
        `SELECT a.id, a.type, t.language, t.title FROM announcements a JOIN announcement_texts t ON t.announcement_id = a.id
          WHERE a.tenant_id = $1 ORDER BY a.id, t.language`,
        [tenant.id],
      );
    const seeded = await texts();
    const ids = [...new Set(seeded.map((r) => r.id))];
    expect(seeded).toHaveLength(ids.length * CONTENT_LANGUAGES.length);

    // the brand as the three-language seed left it
    await db.query(
      `DELETE FROM announcement_texts WHERE language <> ALL($2::text[])
         AND announcement_id IN (SELECT id FROM announcements WHERE tenant_id = $1)`,
      [tenant.id, ['km', 'zh', 'en']],
    );
    await db.query(`UPDATE promotion_categories SET names = '{}'::jsonb WHERE tenant_id = $1`, [tenant.id]);
    await db.query(`UPDATE content_seeds SET languages = ARRAY['km', 'zh', 'en'] WHERE tenant_id = $1`, [tenant.id]);
    // an operator rewrote the maintenance notice in English, and wrote the first popup in Thai
    const en = (type: string, title: string) => seeded.find((r) => r.type === type && r.language === 'en' && r.title === title)?.id;
    const maintenance = en('PL', 'Scheduled maintenance');
    const popup = en('PU', 'A gift for new members');
    if (!maintenance || !popup) throw new Error('seed rows not found');
    await db.query(`UPDATE announcement_texts SET title = 'Maintenance on Sunday' WHERE announcement_id = $1 AND language = 'en'`, [
      maintenance,
    ]);
    await db.query(`INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, 'th', 'ของขวัญจากแอดมิน', '')`, [
      popup,
    ]);

    await ensureContentSeeded(db, tenant, now);
    const after = await texts();
    const title = (id: number, language: string) => after.find((r) => r.id === id && r.language === language)?.title;
    const welcome = en('PL', `Welcome to ${tenant.brandName}`);
    if (!welcome) throw new Error('no welcome notice');
    expect(title(welcome, 'th')).toBe(`ยินดีต้อนรับสู่ ${tenant.brandName}`);
    expect(title(welcome, 'ar')).toBe(`مرحبًا بك في ${tenant.brandName}`);
    expect(title(maintenance, 'th')).toBeUndefined();
    expect(title(popup, 'th')).toBe('ของขวัญจากแอดมิน');
    expect(title(popup, 'ja')).toBe('新規会員へのプレゼント');
    const [row] = await db.query<{ languages: string[] }>('SELECT languages FROM content_seeds WHERE tenant_id = $1', [tenant.id]);
    expect([...(row?.languages ?? [])].sort()).toEqual([...CONTENT_LANGUAGES].sort());
    const categories = await db.query<{ names: Record<string, string> }>(
      'SELECT names FROM promotion_categories WHERE tenant_id = $1 ORDER BY sort_order',
      [tenant.id],
    );
    expect(categories.map((c) => c.names.th)).toEqual(['สมาชิกใหม่', 'รายวัน', 'VIP']);

    // a second call finds nothing missing and writes nothing
    await ensureContentSeeded(db, tenant, now);
    expect(await texts()).toEqual(after);
  });
});
