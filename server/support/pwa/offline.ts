/**
 * The offline page the service worker shows when a page cannot be fetched: the brand's name and
 * colours, the message in the brand's default language (km, zh or en; English below it), and a
 * plain link to try again (no script: the CSP allows none inline, and none is needed).
 */
import type { Tenant } from '../../../tenants/schema';
import { brandColours } from './colours';

const TEXT = {
  en: { title: 'You are offline', body: 'No internet connection. Check your connection, then try again.', retry: 'Try again' },
  zh: { title: '您已离线', body: '没有网络连接。请检查网络后重试。', retry: '重试' },
  km: { title: 'អ្នកកំពុងគ្មានអ៊ីនធឺណិត', body: 'គ្មានការតភ្ជាប់អ៊ីនធឺណិតទេ។ សូមពិនិត្យការតភ្ជាប់ រួចព្យាយាមម្តងទៀត។', retry: 'ព្យាយាមម្តងទៀត' },
} as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function offlineHtml(tenant: Tenant): string {
  const c = brandColours(tenant.theme);
  const lang = tenant.defaultLanguage in TEXT ? (tenant.defaultLanguage as keyof typeof TEXT) : 'en';
  const t = TEXT[lang];
  const en = lang === 'en' ? '' : `<p lang="en" class="en">${TEXT.en.title}. ${TEXT.en.body}</p>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="${c.header}"><title>${esc(tenant.brandName)}: ${esc(t.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1rem;
background:${c.page};color:${c.text};font-family:system-ui,sans-serif;text-align:center;padding:2rem;box-sizing:border-box}
.brand{font-weight:700;letter-spacing:.05em;color:${c.primary}}h1{font-size:1.4rem;margin:0}p{margin:0;max-width:22rem;line-height:1.5}
.en{opacity:.8;font-size:.9rem}a{display:inline-block;padding:.75rem 2rem;border-radius:999px;background:${c.primary};color:${c.onPrimary};text-decoration:none;font-weight:600}
</style></head>
<body data-testid="offline-page">
<div class="brand">${esc(tenant.brandName)}</div>
<h1>${esc(t.title)}</h1>
<p>${esc(t.body)}</p>${en}
<a href="/m/home" data-testid="offline-retry">${esc(t.retry)}</a>
</body></html>
`;
}
