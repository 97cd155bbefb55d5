/**
 * The demo payment gateway, served by the reference server (a separate party in real life):
 *   GET  /demo-gateway/pay/:orderNo   its payment page
 *   POST /demo-gateway/pay/:orderNo   pays the order, sends the signed callback, returns the player (303)
 *   POST /demo-gateway/cancel/:orderNo   closes an unpaid order, sends the signed CANCELLED callback, returns the player (303)
 * and the merchant's side of it:
 *   POST /wps/deposit/gateway/callback   signed (X-Signature: hex HMAC-SHA256 over the raw body), credits once or cancels
 * The payment page is a development service (its Pay button credits with nothing paid): served only
 * when `config.demoGateway` (DEMO_GATEWAY; default on outside production, off in production).
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../src/contracts/envelope';
import { GatewayCallbackSchema } from '../../../src/contracts/wallet/deposit';
import { installSecret } from '../../accounts/install-secret';
import { clock } from '../../clock';
import { deliverCallback, SIGNATURE_HEADER } from '../../gateway/callback';
import { closeGatewayOrder, gatewayOrder, markPaid } from '../../gateway/orders';
import { paymentPage } from '../../gateway/page';
import { requestLanguage } from '../../i18n/request-language';
import { parseInput } from '../../http/validate';
import { requireTenant } from '../../plugins/app/tenants';
import { verifyGatewayCallback } from '../../wallet/gateway-callback';
import { GATEWAY_SECRET } from '../../wallet/secrets';

export const GATEWAY_CALLBACK_PATH = '/wps/deposit/gateway/callback';
const OrderParams = v.object({ orderNo: v.pipe(v.string(), v.regex(/^DP[0-9A-F]{18}$/)) });

export default async function gatewayRoutes(app: FastifyInstance): Promise<void> {
  // made at start-up, so no request (not even a refused one) ever writes it
  await installSecret(app.db, GATEWAY_SECRET);
  if (app.config.demoGateway) payPageRoutes(app);
  await merchantCallbackRoute(app);
}

/** The gateway's own pages (a development service: see the header). */
function payPageRoutes(app: FastifyInstance): void {
  app.get('/demo-gateway/pay/:orderNo', async (request, reply) => {
    const { orderNo } = parseInput(OrderParams, request.params, 'path');
    const order = await gatewayOrder(app.db, orderNo, clock.now());
    const tenant = order ? app.tenants.get(order.tenant_id) : undefined;
    if (!order || !tenant) return reply.code(404).type('text/html').send('<!doctype html><title>DemoPay</title><p>No such order.</p>');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(paymentPage(order, tenant, requestLanguage(request, tenant.defaultLanguage)));
  });

  app.post('/demo-gateway/pay/:orderNo', async (request, reply) => {
    const { orderNo } = parseInput(OrderParams, request.params, 'path');
    const order = await markPaid(app.db, orderNo, clock.now());
    if (!order) return reply.code(404).type('text/html').send('<!doctype html><title>DemoPay</title><p>No such order.</p>');
    // a closed order (the deposit ended, the player cancelled it, or its time limit passed) takes no payment: its page says so
    if (order.status === 'closed') return reply.code(303).header('location', `/demo-gateway/pay/${orderNo}`).send();
    // the callback reaches the merchant before the player is sent back
    await deliverCallback(app, order);
    return reply.code(303).header('location', order.return_path).send();
  });

  app.post('/demo-gateway/cancel/:orderNo', async (request, reply) => {
    const { orderNo } = parseInput(OrderParams, request.params, 'path');
    const found = await gatewayOrder(app.db, orderNo, clock.now());
    if (!found) return reply.code(404).type('text/html').send('<!doctype html><title>DemoPay</title><p>No such order.</p>');
    // an open order closes and the merchant hears of it before the player is sent back; a paid or closed one
    // (past its time limit too: the merchant's deposit has expired) only returns
    if (found.status === 'created' && (await closeGatewayOrder(app.db, found.tenant_id, found.merchant_reference))) {
      const order = await gatewayOrder(app.db, orderNo, clock.now());
      if (order) await deliverCallback(app, order);
    }
    return reply.code(303).header('location', found.return_path).send();
  });
}

/** The merchant's side: registered in every environment (a real gateway calls it). */
async function merchantCallbackRoute(app: FastifyInstance): Promise<void> {
  // The callback's signature covers the raw body: this scope keeps it (JSON parsed after).
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(GATEWAY_CALLBACK_PATH, async (request) => {
      const tenant = requireTenant(request);
      const raw = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[SIGNATURE_HEADER];
      const result = await verifyGatewayCallback(
        app.db,
        tenant,
        raw,
        typeof signature === 'string' ? signature : '',
        GatewayCallbackSchema,
        request.log,
      );
      return ok(result);
    });
  });
}
