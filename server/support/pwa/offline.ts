/**
 * The offline page the service worker shows when a page cannot be fetched: the brand's name and
 * colours, the message in the brand's default language (any of the table; English below it), and a
 * plain link to try again (no script: the CSP allows none inline, and none is needed).
 */
import { directionOf, languageTag } from '../../../src/contracts/languages';
import type { Tenant } from '../../../tenants/schema';
import { defineStrings } from '../../i18n/strings';
import { brandColours } from './colours';

const TEXT = defineStrings(
  'support/offline',
  { title: 'You are offline', body: 'No internet connection. Check your connection, then try again.', retry: 'Try again' },
  {
    zh: { title: '您已离线', body: '没有网络连接。请检查网络后重试。', retry: '重试' },
    km: { title: 'អ្នកកំពុងគ្មានអ៊ីនធឺណិត', body: 'គ្មានការតភ្ជាប់អ៊ីនធឺណិតទេ។ សូមពិនិត្យការតភ្ជាប់ រួចព្យាយាមម្តងទៀត។', retry: 'ព្យាយាមម្តងទៀត' },
    tw: { title: '您已離線', body: '沒有網路連線。請檢查網路後重試。', retry: '重試' },
    ja: {
      title: 'オフラインです',
      body: 'インターネットに接続されていません。接続を確認してから、もう一度お試しください。',
      retry: '再試行',
    },
    th: { title: 'คุณออฟไลน์อยู่', body: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', retry: 'ลองอีกครั้ง' },
    vi: { title: 'Bạn đang ngoại tuyến', body: 'Không có kết nối Internet. Hãy kiểm tra kết nối rồi thử lại.', retry: 'Thử lại' },
    my: { title: 'သင် အော့ဖ်လိုင်းဖြစ်နေသည်', body: 'အင်တာနက်ချိတ်ဆက်မှု မရှိပါ။ ချိတ်ဆက်မှုကို စစ်ဆေးပြီး ထပ်ကြိုးစားပါ။', retry: 'ထပ်ကြိုးစားရန်' },
    es: {
      title: 'Estás sin conexión',
      body: 'No hay conexión a internet. Comprueba tu conexión y vuelve a intentarlo.',
      retry: 'Reintentar',
    },
    hi: { title: 'आप ऑफ़लाइन हैं', body: 'इंटरनेट कनेक्शन नहीं है। अपना कनेक्शन जाँचें, फिर दोबारा कोशिश करें।', retry: 'फिर कोशिश करें' },
    id: { title: 'Anda sedang offline', body: 'Tidak ada koneksi internet. Periksa koneksi Anda, lalu coba lagi.', retry: 'Coba lagi' },
    ko: { title: '오프라인 상태입니다', body: '인터넷에 연결되어 있지 않습니다. 연결을 확인한 뒤 다시 시도하세요.', retry: '다시 시도' },
    ms: { title: 'Anda di luar talian', body: 'Tiada sambungan internet. Semak sambungan anda, kemudian cuba lagi.', retry: 'Cuba lagi' },
    pt: { title: 'Você está offline', body: 'Sem conexão com a internet. Verifique sua conexão e tente de novo.', retry: 'Tentar de novo' },
    ru: { title: 'Нет подключения', body: 'Нет подключения к интернету. Проверьте соединение и попробуйте ещё раз.', retry: 'Повторить' },
    ar: { title: 'أنت غير متصل', body: 'لا يوجد اتصال بالإنترنت. تحقّق من الاتصال ثم حاول مرة أخرى.', retry: 'حاول مرة أخرى' },
  },
);

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function offlineHtml(tenant: Tenant): string {
  const c = brandColours(tenant.theme);
  const lang = tenant.defaultLanguage;
  const t = TEXT.texts[lang];
  const en = lang === 'en' ? '' : `<p lang="en" dir="ltr" class="en">${TEXT.texts.en.title}. ${TEXT.texts.en.body}</p>`;
  return `<!doctype html>
<html lang="${languageTag(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
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
