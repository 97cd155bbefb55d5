/** The demo gateway's payment page: amount, channel, Pay and Cancel. Plain HTML, no script. */
import { formatMinor } from '../../src/contracts/wallet/money';
import type { Tenant } from '../../tenants/schema';
import type { GatewayOrder } from './orders';
import { escapeHtml } from '../http/html';


const CHANNEL_NAMES: Record<string, string> = { BANK: 'Online banking', ALIPAY: 'Alipay', QQ: 'QQ Wallet', WECHAT: 'WeChat Pay' };

export function paymentPage(order: GatewayOrder, tenant: Tenant): string {
  const amount = `${tenant.currency.symbol}${formatMinor(Number(order.amount), tenant.currency.minorUnits)} ${tenant.currency.code}`;
  const paid = order.status === 'paid';
  const channel = CHANNEL_NAMES[order.channel] ?? order.channel;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>DemoPay - ${escapeHtml(channel)}</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
main{border:1px solid #ccd;border-radius:12px;padding:1.25rem}h1{font-size:1.25rem}.amount{font-size:1.75rem;font-weight:700}
button{width:100%;min-height:3rem;font:inherit;font-weight:700;border:0;border-radius:8px;background:#1d4ed8;color:#fff}
a{display:block;text-align:center;margin-top:1rem;color:#1d4ed8}.note{color:#555;font-size:.85rem}</style></head>
<body><main><h1>DemoPay · ${escapeHtml(channel)}</h1>
<p class="note">Demo payment gateway of the reference server: no real money moves.</p>
<p>Merchant: ${escapeHtml(tenant.brandName)}<br>Order: <span data-testid="gateway-order">${escapeHtml(order.order_no)}</span></p>
<p class="amount" data-testid="gateway-amount">${escapeHtml(amount)}</p>
${paid ? '<p data-testid="gateway-paid">This order is paid.</p>' : ''}
<form method="post" action="/demo-gateway/pay/${escapeHtml(order.order_no)}"><button type="submit" data-testid="gateway-pay">${paid ? 'Back to the merchant' : `Pay ${escapeHtml(amount)}`}</button></form>
<a href="${escapeHtml(order.return_path)}" data-testid="gateway-cancel">Cancel and return</a>
</main></body></html>`;
}
