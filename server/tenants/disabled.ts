/**
 * A retired brand (`enabled: false`): its pages answer 410 with a plain page in the visitor's
 * language saying the site is closed (no script, no player data), its calls 410
 * `merchant.disabled`. Players' money is not touched: the operator settles it (docs/tenants.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type LanguageCode, languageTag } from '../../src/contracts/languages';
import type { Tenant } from '../../tenants/schema';
import { ApiError } from '../http/api-error';
import { escapeHtml } from '../http/html';
import { requestLanguage } from '../i18n/request-language';
import { defineStrings } from '../i18n/strings';

const CLOSED = defineStrings(
  'tenants/closed-page',
  { title: 'This site is closed', body: 'This site is no longer available. For questions about your account, contact customer service.' },
  {
    km: { title: 'គេហទំព័របានបិទ', body: 'គេហទំព័រនេះលែងដំណើរការហើយ។ សម្រាប់សំណួរអំពីគណនីរបស់អ្នក សូមទាក់ទងផ្នែកបម្រើអតិថិជន។' },
    zh: { title: '本站已关闭', body: '本站已停止服务。如对您的账户有疑问，请联系客服。' },
    th: { title: 'เว็บไซต์นี้ปิดแล้ว', body: 'เว็บไซต์นี้ไม่ให้บริการแล้ว หากมีคำถามเกี่ยวกับบัญชีของคุณ โปรดติดต่อฝ่ายบริการลูกค้า' },
    vi: {
      title: 'Trang web đã đóng',
      body: 'Trang web này không còn hoạt động. Nếu có câu hỏi về tài khoản, vui lòng liên hệ bộ phận chăm sóc khách hàng.',
    },
    ja: {
      title: 'このサイトは終了しました',
      body: 'このサイトは現在ご利用いただけません。アカウントに関するお問い合わせはカスタマーサービスまでご連絡ください。',
    },
    ko: { title: '사이트가 종료되었습니다', body: '이 사이트는 더 이상 운영되지 않습니다. 계정 관련 문의는 고객센터로 연락해 주세요.' },
    ar: { title: 'تم إغلاق هذا الموقع', body: 'لم يعد هذا الموقع متاحًا. للاستفسار عن حسابك، يرجى التواصل مع خدمة العملاء.' },
    my: { title: 'ဤဝဘ်ဆိုက်ကို ပိတ်လိုက်ပါပြီ', body: 'ဤဝဘ်ဆိုက်ကို အသုံးပြု၍ မရတော့ပါ။ သင့်အကောင့်နှင့်ပတ်သက်သော မေးခွန်းများအတွက် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။' },
    es: {
      title: 'Este sitio está cerrado',
      body: 'Este sitio ya no está disponible. Si tienes preguntas sobre tu cuenta, contacta con atención al cliente.',
    },
    hi: { title: 'यह साइट बंद हो गई है', body: 'यह साइट अब उपलब्ध नहीं है। अपने खाते से जुड़े प्रश्नों के लिए ग्राहक सेवा से संपर्क करें।' },
    id: {
      title: 'Situs ini sudah ditutup',
      body: 'Situs ini tidak lagi tersedia. Untuk pertanyaan tentang akun Anda, hubungi layanan pelanggan.',
    },
    ms: {
      title: 'Laman ini telah ditutup',
      body: 'Laman ini tidak lagi tersedia. Untuk pertanyaan tentang akaun anda, hubungi khidmat pelanggan.',
    },
    pt: {
      title: 'Este site foi encerrado',
      body: 'Este site não está mais disponível. Para dúvidas sobre sua conta, fale com o atendimento ao cliente.',
    },
    tw: { title: '本站已關閉', body: '本站已停止服務。如對您的帳戶有疑問，請聯絡客服。' },
    ru: { title: 'Сайт закрыт', body: 'Этот сайт больше не работает. По вопросам о вашем аккаунте обратитесь в службу поддержки.' },
  },
);

/** The closed page of `tenant` in `language`. */
export function closedPage(tenant: Tenant, language: LanguageCode): string {
  const text = CLOSED.texts[language];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${languageTag(language)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(`${tenant.brandName}: ${text.title}`)}</title><meta name="robots" content="noindex"><style>body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#111;color:#eee;text-align:center}main{max-width:28rem;padding:2rem}h1{font-size:1.4rem}</style></head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p><p>${escapeHtml(tenant.brandName)}</p></main></body></html>`;
}

/** Answers a request to a retired brand: the closed page for its pages, 410 `merchant.disabled` for calls. */
export async function refuseRetired(request: FastifyRequest, reply: FastifyReply, tenant: Tenant): Promise<FastifyReply | undefined> {
  if (tenant.enabled) return undefined;
  if (
    request.method === 'GET' &&
    (request.url === '/' || request.url === '/m' || request.url.startsWith('/m/') || request.url.startsWith('/m?'))
  ) {
    const language = requestLanguage(request, tenant.defaultLanguage);
    return reply.code(410).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(closedPage(tenant, language));
  }
  throw new ApiError('merchant.disabled');
}
