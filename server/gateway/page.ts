/** The demo gateway's payment page: amount, channel, Pay and Cancel (or paid, or closed). Plain HTML, no script. */
import { directionOf, type LanguageCode, languageTag } from '../../src/contracts/languages';
import { formatMinor } from '../../src/contracts/wallet/money';
import type { Tenant } from '../../tenants/schema';
import { escapeHtml } from '../http/html';
import { say } from '../i18n/strings';
import type { GatewayOrder } from './orders';
import { GATEWAY_TEXTS } from './page-texts';

/** the wallets' own names (as they write them everywhere); online banking in the page's language */
const CHANNEL_NAMES: Record<string, string> = { ALIPAY: 'Alipay', QQ: 'QQ Wallet', WECHAT: 'WeChat Pay' };

/** The page in the player's language (the site's language cookie, else the brand's default). */
export function paymentPage(order: GatewayOrder, tenant: Tenant, language: LanguageCode = tenant.defaultLanguage): string {
  const t = (key: Exclude<keyof typeof GATEWAY_TEXTS.texts.en, 'pay'>) => escapeHtml(say(GATEWAY_TEXTS, language, key));
  const amount = `${tenant.currency.symbol}${formatMinor(Number(order.amount), tenant.currency.minorUnits)} ${tenant.currency.code}`;
  const channel = order.channel === 'BANK' ? say(GATEWAY_TEXTS, language, 'bank') : (CHANNEL_NAMES[order.channel] ?? order.channel);
  return `<!doctype html>
<html lang="${languageTag(language)}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>DemoPay - ${escapeHtml(channel)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
main{border:1px solid #ccd;border-radius:12px;padding:1.25rem}h1{font-size:1.25rem}.amount{font-size:1.75rem;font-weight:700}
button{width:100%;min-height:3rem;font:inherit;font-weight:700;border:0;border-radius:8px;background:#1d4ed8;color:#fff}
a,.link{display:block;text-align:center;margin-top:1rem;color:#1d4ed8;background:none;font-weight:400;text-decoration:underline}.note{color:#555;font-size:.85rem}</style></head>
<body><main><h1>DemoPay · ${escapeHtml(channel)}</h1>
<p class="note">${t('note')}</p>
<p>${t('merchant')}: ${escapeHtml(tenant.brandName)}<br>${t('order')}: <span data-testid="gateway-order">${escapeHtml(order.order_no)}</span></p>
<p class="amount" data-testid="gateway-amount">${escapeHtml(amount)}</p>
${order.status === 'closed' ? closedPart(order, t) : openPart(order, t, escapeHtml(say(GATEWAY_TEXTS, language, 'pay', { amount })))}
</main></body></html>`;
}

type Text = (key: Exclude<keyof typeof GATEWAY_TEXTS.texts.en, 'pay'>) => string;

/** An order still open (Pay, Cancel) or paid (Back, which repeats the callback). */
function openPart(order: GatewayOrder, t: Text, payLabel: string): string {
  const no = escapeHtml(order.order_no);
  if (order.status === 'paid')
    return `<p data-testid="gateway-paid">${t('paid')}</p>
<form method="post" action="/demo-gateway/pay/${no}"><button type="submit" data-testid="gateway-pay">${t('back')}</button></form>`;
  return `<form method="post" action="/demo-gateway/pay/${no}"><button type="submit" data-testid="gateway-pay">${payLabel}</button></form>
<form method="post" action="/demo-gateway/cancel/${no}"><button type="submit" class="link" data-testid="gateway-cancel">${t('cancel')}</button></form>`;
}

/** A closed order (cancelled, or its deposit ended first): it takes no payment. */
function closedPart(order: GatewayOrder, t: Text): string {
  return `<p data-testid="gateway-closed">${t('closed')}</p>
<a href="${escapeHtml(order.return_path)}" data-testid="gateway-back">${t('back')}</a>`;
}
