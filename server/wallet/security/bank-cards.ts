/** Bank cards a player withdraws to: list, add (withdrawal password required), remove. */
import { AddBankCardSchema, MAX_BANK_CARDS, RemoveBankCardSchema, WITHDRAW_BANKS } from '../../../src/contracts/wallet/security';
import type { BankCardView } from '../../../src/contracts/wallet/withdraw';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/api-error';
import type { WalletContext } from '../context';
import { parseWallet } from '../input';
import { checkFundPassword } from './fund-password';

type CardRow = { id: number; bank_code: string; account_name: string; account_no: string; created_at: Date };

export const bankName = (code: string): string => WITHDRAW_BANKS.find((b) => b.bankCode === code)?.bankName ?? code;
export const maskAccount = (no: string): string => `**** ${no.slice(-4)}`;

function view(r: CardRow): BankCardView {
  return {
    bankCardId: r.id,
    bankCode: r.bank_code,
    bankName: bankName(r.bank_code),
    accountName: r.account_name,
    accountNoMasked: maskAccount(r.account_no),
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export async function bankCards(db: Queryable, memberId: number): Promise<BankCardView[]> {
  const rows = await db.query<CardRow>(
    'SELECT id, bank_code, account_name, account_no, created_at FROM bank_cards WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
    [memberId],
  );
  return rows.map(view);
}

export async function liveCard(db: Queryable, memberId: number, id: number): Promise<CardRow> {
  const [row] = await db.query<CardRow>(
    'SELECT id, bank_code, account_name, account_no, created_at FROM bank_cards WHERE id = $1 AND member_id = $2 AND removed_at IS NULL',
    [id, memberId],
  );
  if (!row) throw new ApiError('wallet.bank.card.not.found');
  return row;
}

export async function addBankCard(ctx: WalletContext, body: unknown): Promise<BankCardView[]> {
  const input = parseWallet(AddBankCardSchema, body);
  if (!WITHDRAW_BANKS.some((b) => b.bankCode === input.bankCode)) throw new ApiError('wallet.deposit.bank.unknown');
  await checkFundPassword(ctx.db, ctx.member.id, input.fundPassword, ctx.now);
  const cards = await bankCards(ctx.db, ctx.member.id);
  if (cards.length >= MAX_BANK_CARDS) throw new ApiError('wallet.bank.card.limit');
  const inserted = await ctx.db.query<{ id: number }>(
    `INSERT INTO bank_cards (tenant_id, member_id, bank_code, account_name, account_no, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING id`,
    [ctx.brand.tenant.id, ctx.member.id, input.bankCode, input.accountName, input.accountNo, ctx.now],
  );
  if (inserted.length === 0) throw new ApiError('wallet.bank.card.exists');
  return bankCards(ctx.db, ctx.member.id);
}

export async function removeBankCard(ctx: WalletContext, query: unknown): Promise<BankCardView[]> {
  const { bankCardId } = parseWallet(RemoveBankCardSchema, query);
  await liveCard(ctx.db, ctx.member.id, bankCardId);
  const [pending] = await ctx.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals WHERE bank_card_id = $1 AND status = 'pending'`,
    [bankCardId],
  );
  if ((pending?.n ?? 0) > 0) throw new ApiError('wallet.bank.card.in.use');
  await ctx.db.query('UPDATE bank_cards SET removed_at = $2 WHERE id = $1', [bankCardId, ctx.now]);
  return bankCards(ctx.db, ctx.member.id);
}
