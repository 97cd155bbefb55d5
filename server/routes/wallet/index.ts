/**
 * The wallet route group (paths and payloads: src/contracts/wallet/): balances and transfers,
 * the account record, betting records, deposit, withdraw and the security centre. Every call
 * needs the player's session; money calls check the brand's module flag.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../src/contracts/envelope';
import { WALLET_CALLS as C } from '../../../src/contracts/wallet/calls';
import { AcceptPromoSchema } from '../../../src/contracts/wallet/deposit';
import { REAL_NAME_MAX_BYTES } from '../../../src/contracts/wallet/security';
import { TX_CODES } from '../../../src/contracts/wallet/tx-codes';
import { clock as serverClock } from '../../clock';
import { catalogueStoreOf } from '../../games/catalogue';
import { languageOf } from '../../games/context';
import { recordNames } from '../../games/record-names';
import { offeredDepositVendors, requireDemoGateway } from '../../gateway/availability';
import { createGatewayOrder } from '../../gateway/orders';
import { ApiError } from '../../http/api-error';
import { isMarketingBlocked } from '../../rg/marketing';
import { requireModule, type WalletContext, walletContext } from '../../wallet/context';
import { depositBanks, depositReport, gatewayDeposit, manualDeposit } from '../../wallet/deposits';
import { parseWallet } from '../../wallet/input';
import { cancelOrder, listOrders, type OrderNames, orderDetail } from '../../wallet/orders';
import { profitLoss } from '../../wallet/profit-loss';
import { acceptedPromo, depositPromos, setAcceptedPromo } from '../../wallet/promos';
import { memberTransactions } from '../../wallet/records';
import { installationSecretOf } from '../../wallet/seamless/index';
import { addBankCard, bankCards, removeBankCard } from '../../wallet/security/bank-cards';
import { securityConfig } from '../../wallet/security/config';
import { changeFundPassword, resetFundPassword, sendFundPasswordCode, setFundPassword } from '../../wallet/security/fund-password';
import { securityQuestions, setSecurityQuestions } from '../../wallet/security/questions';
import { realName, submitRealName, uploadRealName } from '../../wallet/security/real-name';
import { transfer } from '../../wallet/transfer';
import { vendorCancelOf } from '../../wallet/vendor-cancel';
import { walletsOf } from '../../wallet/wallets';
import { requestWithdrawal, withdrawInfo, withdrawReport } from '../../wallet/withdrawals';
import { GATEWAY_CALLBACK_PATH } from '../gateway/index';

type Handler = (ctx: WalletContext, request: FastifyRequest) => Promise<unknown> | unknown;

export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  const route = (def: (typeof C)[keyof typeof C], handler: Handler, opts: { bodyLimit?: number } = {}) =>
    app.route({
      method: def.method,
      url: def.path,
      ...opts,
      handler: async (request) => ok(await handler(await walletContext(app, request), request)),
    });

  route(C.wallets, (ctx) => walletsOf(ctx));
  route(C.transfer, (ctx, r) => transfer(ctx, r.body));

  route(C.memberTransactions, (ctx, r) => memberTransactions(ctx, r.query));
  route(C.txCodes, (ctx) => {
    requireModule(ctx, 'Account record', 'TRANSREC3');
    return TX_CODES.map((txCode) => ({ txCode }));
  });
  // betting records name the vendor and the game as the catalogue does, in the request's language
  const catalogue = catalogueStoreOf(app.db, () => serverClock.now());
  const namesFor = async (ctx: WalletContext, r: FastifyRequest): Promise<OrderNames> => {
    const cat = await catalogue.current();
    const language = languageOf(r, ctx.brand.tenant);
    return (o) => recordNames(cat, o, language);
  };
  route(C.orders, async (ctx, r) => listOrders(ctx, r.query, await namesFor(ctx, r)));
  route(C.orderDetail, async (ctx, r) => orderDetail(ctx, r.query, await namesFor(ctx, r)));
  const vendorCancel = vendorCancelOf(app, installationSecretOf(app));
  route(C.cancelSuborder, async (ctx, r) => cancelOrder(ctx, r.body, vendorCancel, await namesFor(ctx, r)));
  route(C.profitLoss, (ctx, r) => profitLoss(ctx, r.query));

  route(C.depositBanks, (ctx, r) => offeredDepositVendors(app.config, depositBanks(ctx, r.query)));
  route(C.depositPromos, async (ctx) => {
    requireModule(ctx, 'Deposit', 'MEMTRANS3');
    if (await isMarketingBlocked(ctx.db, ctx.brand.tenant, ctx.member, ctx.now)) return { list: [], accepted: null };
    return { list: depositPromos(ctx.brand.tenant), accepted: await acceptedPromo(ctx.db, ctx.member.id) };
  });
  route(C.acceptPromo, async (ctx, r) => {
    requireModule(ctx, 'Deposit', 'MEMTRANS3');
    const { promoId } = parseWallet(AcceptPromoSchema, r.body);
    if (promoId !== null && !depositPromos(ctx.brand.tenant).some((p) => p.promoId === promoId))
      throw new ApiError('wallet.promo.not.found');
    if (promoId !== null && (await isMarketingBlocked(ctx.db, ctx.brand.tenant, ctx.member, ctx.now))) throw new ApiError('rg.excluded');
    await setAcceptedPromo(ctx.db, ctx.brand.tenant.id, ctx.member.id, promoId, ctx.now);
    return { accepted: promoId };
  });
  route(C.manualDeposit, (ctx, r) => manualDeposit(ctx, r.body));
  route(C.gatewayDeposit, (ctx, r) => {
    requireDemoGateway(app.config);
    return gatewayDeposit(ctx, r.body, app.config.gatewayDepositExpiryMs, (tx, d) =>
      createGatewayOrder(tx, {
        tenantId: d.tenant_id,
        merchantReference: d.reference,
        channel: d.channel,
        amount: Number(d.amount),
        callbackPath: GATEWAY_CALLBACK_PATH,
        returnPath: `/m/voucherCenter?deposit=${d.id}`,
        now: ctx.now,
        expiresAt: d.expires_at,
      }),
    );
  });
  route(C.depositReport, (ctx, r) => depositReport(ctx, r.query));

  route(C.withdrawInfo, (ctx) => withdrawInfo(ctx));
  route(C.withdraw, (ctx, r) => requestWithdrawal(ctx, r.body));
  route(C.withdrawReport, (ctx, r) => withdrawReport(ctx, r.query));

  route(C.securityConfig, (ctx) => securityConfig(ctx));
  route(C.bankCards, (ctx) => bankCards(ctx.db, ctx.member.id));
  route(C.addBankCard, (ctx, r) => addBankCard(ctx, r.body));
  route(C.removeBankCard, (ctx, r) => removeBankCard(ctx, r.query));
  route(C.setFundPassword, async (ctx, r) => {
    await setFundPassword(ctx, r.body);
    return securityConfig(ctx);
  });
  route(C.changeFundPassword, async (ctx, r) => {
    await changeFundPassword(ctx, r.body);
    return securityConfig(ctx);
  });
  route(C.sendFundPasswordCode, (ctx, r) => sendFundPasswordCode(ctx, r.body));
  route(C.resetFundPassword, async (ctx, r) => {
    await resetFundPassword(ctx, r.body);
    return securityConfig(ctx);
  });
  route(C.securityQuestions, (ctx) => securityQuestions(ctx));
  route(C.setSecurityQuestions, (ctx, r) => setSecurityQuestions(ctx, r.body));
  route(C.realName, (ctx) => realName(ctx));
  // one base64 image per call: 5 MB of bytes is about 6.7 MB of base64
  route(C.uploadRealName, (ctx, r) => uploadRealName(ctx, r.body), { bodyLimit: Math.ceil((REAL_NAME_MAX_BYTES * 4) / 3) + 400_000 });
  route(C.submitRealName, (ctx, r) => submitRealName(ctx, r.body));
}
