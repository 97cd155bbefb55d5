/**
 * Demo agents for a brand (`npm run ops -- agents seed <tenant>`, and `npm start` for every brand):
 * a top agent with a sub-agent, each with players, and real play history written the way real
 * play writes it: DEPOSIT postings, then BET / WIN postings with their betting records. Type-A
 * (agent) announcements too. Runs once per brand (skipped when the top agent exists).
 */
import { HOUSE_ACCOUNTS } from '../../src/contracts/wallet/tx-codes';
import type { Tenant } from '../../tenants/schema';
import { insertMember, memberByUsername } from '../accounts/members';
import { hashPassword } from '../accounts/secrets';
import type { Db } from '../db/types';
import { recordBet, settleRound } from '../wallet/bet-orders';
import { postLedgerTransaction } from '../wallet/ledger';
import { AGENT_MEMBER_TYPE, attachDownline, ensureNode } from './tree';

export const DEMO_PASSWORD = 'secret12';
export const DEMO_AGENTS = { top: 'demoagent', sub: 'demosub' } as const;
/** Affiliate codes of the demo agents (the same on every brand; unique per brand). */
export const DEMO_CODES = { top: '80000001', sub: '80000002' } as const;

type Round = { player: string; hoursAgo: number; stake: number; win: number };
/** Stakes and wins in major units; `hoursAgo` counted from the seed time. */
/** the demo rounds are played on a game of the catalogue, so records and the winner board name it */
export const DEMO_GAME = { vendorCode: 'PG', gameCode: 'PG_S1' } as const;
export const DEMO_ROUNDS: readonly Round[] = [
  { player: 'demoplay1', hoursAgo: 0.06, stake: 20, win: 35 },
  { player: 'demoplay1', hoursAgo: 0.05, stake: 10, win: 0 },
  { player: 'demoplay2', hoursAgo: 0.04, stake: 50, win: 20 },
  { player: 'demoplay3', hoursAgo: 0.03, stake: 30, win: 0 },
  { player: 'demoplay4', hoursAgo: 0.02, stake: 15, win: 45 },
  { player: 'demosub', hoursAgo: 0.01, stake: 5, win: 0 },
  { player: 'demoplay1', hoursAgo: 30, stake: 40, win: 10 },
  { player: 'demoplay3', hoursAgo: 50, stake: 25, win: 60 },
];
const DEMO_PLAYERS: readonly { username: string; upline: 'top' | 'sub'; deposit: number }[] = [
  { username: 'demoplay1', upline: 'top', deposit: 500 },
  { username: 'demoplay2', upline: 'top', deposit: 300 },
  { username: 'demoplay3', upline: 'sub', deposit: 200 },
  { username: 'demoplay4', upline: 'sub', deposit: 100 },
  { username: 'demosub', upline: 'top', deposit: 100 },
];

const ANNOUNCEMENTS: readonly Record<'en' | 'zh' | 'km', readonly [string, string]>[] = [
  {
    en: ['Daily salary contracts are open', '<p>Offer your sub-agents a daily salary contract from the agent centre.</p>'],
    zh: ['日工资契约已开放', '<p>在代理中心为您的下级代理发起日工资契约。</p>'],
    km: ['កិច្ចសន្យាប្រាក់ខែប្រចាំថ្ងៃបានបើក', '<p>ផ្ដល់កិច្ចសន្យាប្រាក់ខែប្រចាំថ្ងៃដល់ភ្នាក់ងាររងរបស់អ្នកពីមជ្ឈមណ្ឌលភ្នាក់ងារ។</p>'],
  },
];

export async function seedAgentDemo(db: Db, tenant: Tenant, now = new Date()): Promise<'seeded' | 'exists'> {
  if (await memberByUsername(db, tenant.merchantCode, DEMO_AGENTS.top)) return 'exists';
  const unit = 10 ** tenant.currency.minorUnits;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const joined = new Date(now.getTime() - 7 * 86_400_000);
    const top = await insertMember(tx, {
      tenantId: tenant.id,
      merchantCode: tenant.merchantCode,
      username: DEMO_AGENTS.top,
      passwordHash: hash,
      memberType: AGENT_MEMBER_TYPE,
      affiliateCode: DEMO_CODES.top,
      nickname: 'Demo Agent',
      now: joined,
    });
    await ensureNode(tx, top, joined);
    await tx.query('UPDATE agent_tree SET rebate_bp = 200, quota = 5 WHERE member_id = $1', [top.id]);
    const sub = await insertMember(tx, {
      tenantId: tenant.id,
      merchantCode: tenant.merchantCode,
      username: DEMO_AGENTS.sub,
      passwordHash: hash,
      memberType: AGENT_MEMBER_TYPE,
      affiliateCode: DEMO_CODES.sub,
      referrerId: top.id,
      now: joined,
    });
    await attachDownline(tx, tenant.id, sub.id, top.id, joined);
    await tx.query('UPDATE agent_tree SET rebate_bp = 150, quota = 2 WHERE member_id = $1', [sub.id]);
    const ids = new Map<string, number>([
      [DEMO_AGENTS.top, top.id],
      [DEMO_AGENTS.sub, sub.id],
    ]);
    for (const p of DEMO_PLAYERS) {
      const upline = p.upline === 'top' ? top : sub;
      let id = ids.get(p.username);
      if (id === undefined) {
        const m = await insertMember(tx, {
          tenantId: tenant.id,
          merchantCode: tenant.merchantCode,
          username: p.username,
          passwordHash: hash,
          referrerId: upline.id,
          now: joined,
        });
        await attachDownline(tx, tenant.id, m.id, upline.id, joined);
        id = m.id;
        ids.set(p.username, id);
      }
      // a first deposit before the play history, and a top-up today
      for (const [i, amount, hoursAgo] of [
        [1, p.deposit, 60],
        [2, 50, 0.1],
      ] as const) {
        await postLedgerTransaction(tx, {
          tenantId: tenant.id,
          code: 'DEPOSIT',
          idempotencyKey: `seed:agent:deposit:${p.username}:${i}`,
          actor: 'system',
          reason: 'demo deposit',
          now: new Date(now.getTime() - hoursAgo * 3_600_000),
          postings: [
            { account: { memberId: id, kind: 'main' }, amount: amount * unit },
            { account: { house: HOUSE_ACCOUNTS.cash }, amount: -amount * unit },
          ],
        });
      }
    }
    let n = 0;
    for (const r of DEMO_ROUNDS) {
      const memberId = ids.get(r.player);
      if (memberId === undefined) continue;
      const at = new Date(now.getTime() - r.hoursAgo * 3_600_000);
      const roundId = `seed-agent-${tenant.id}-${++n}`;
      const key = { tenantId: tenant.id, vendorCode: DEMO_GAME.vendorCode, roundId, memberId };
      const bet = await postLedgerTransaction(tx, {
        tenantId: tenant.id,
        code: 'BET',
        idempotencyKey: `seed:agent:bet:${roundId}`,
        actor: `vendor:${DEMO_GAME.vendorCode}`,
        reason: `round ${roundId}`,
        now: at,
        postings: [
          { account: { memberId, kind: 'main' }, amount: -r.stake * unit },
          { account: { house: HOUSE_ACCOUNTS.games }, amount: r.stake * unit },
        ],
      });
      await recordBet(tx, {
        ...key,
        gameCode: DEMO_GAME.gameCode,
        gameType: 'RNG',
        stake: r.stake * unit,
        betTxId: bet.transactionId,
        now: at,
      });
      const win =
        r.win > 0
          ? await postLedgerTransaction(tx, {
              tenantId: tenant.id,
              code: 'WIN',
              idempotencyKey: `seed:agent:win:${roundId}`,
              actor: `vendor:${DEMO_GAME.vendorCode}`,
              reason: `round ${roundId}`,
              now: at,
              postings: [
                { account: { memberId, kind: 'main' }, amount: r.win * unit },
                { account: { house: HOUSE_ACCOUNTS.games }, amount: -r.win * unit },
              ],
            })
          : null;
      await settleRound(tx, { ...key, win: r.win * unit, winTxId: win?.transactionId ?? null, now: at });
    }
    for (const a of ANNOUNCEMENTS) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO announcements (tenant_id, type, start_date, no_expiry, created_by, created_at, updated_at)
         VALUES ($1, 'A', $2, true, 'seed', $2, $2) RETURNING id`,
        [tenant.id, joined],
      );
      for (const [language, [title, content]] of Object.entries(a)) {
        await tx.query('INSERT INTO announcement_texts (announcement_id, language, title, content) VALUES ($1, $2, $3, $4)', [
          row?.id ?? 0,
          language,
          title,
          content,
        ]);
      }
    }
  });
  return 'seeded';
}
