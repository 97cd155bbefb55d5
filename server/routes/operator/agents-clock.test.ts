/**
 * The operator's member and agent changes are stamped with the server's injectable clock: a player
 * created, an agent created, its quota, rebate and upline changed through `/ops/api` carry the moved
 * time, not the machine's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '../../clock';
import { fileTestApp } from '../../test/app';

const TOKEN = 'agents-clock-operator-token-0123';
const t = fileTestApp({ OPERATOR_TOKEN: TOKEN });
const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/ops/api/tenants/royal${url}`, payload, headers: { authorization: `Bearer ${TOKEN}` } });

async function stamps(username: string) {
  const [row] = await t.app.db.query<{ created_at: Date; joined_at: Date | null; updated_at: Date | null }>(
    `SELECT m.created_at, a.joined_at, a.updated_at FROM members m LEFT JOIN agent_tree a ON a.member_id = m.id
      WHERE m.tenant_id = 'royal' AND m.username = $1`,
    [username],
  );
  if (!row) throw new Error(`${username} missing`);
  return {
    created: new Date(row.created_at).toISOString(),
    joined: row.joined_at && new Date(row.joined_at).toISOString(),
    updated: row.updated_at && new Date(row.updated_at).toISOString(),
  };
}

describe('the operator API reads the server clock', () => {
  it('stamps a new player, a new agent and its quota, rebate and upline changes at the moved clock', async () => {
    const first = new Date('2031-03-04T05:06:07.000Z');
    clock.now = () => first;
    expect((await call('POST', '/members', { username: 'clockp1', password: 'secret1' })).statusCode).toBe(200);
    expect((await stamps('clockp1')).created).toBe(first.toISOString());
    expect((await call('POST', '/agents', { username: 'clockag1', password: 'secret1', rebate: 500 })).statusCode).toBe(200);
    expect((await call('POST', '/agents', { username: 'clockag2', password: 'secret1' })).statusCode).toBe(200);
    expect(await stamps('clockag1')).toEqual({ created: first.toISOString(), joined: first.toISOString(), updated: first.toISOString() });

    const quotaAt = new Date('2031-03-05T00:00:00.000Z');
    clock.now = () => quotaAt;
    expect((await call('PUT', '/agents/clockag1/quota', { quota: 7 })).json().value).toMatchObject({ quota: 7 });
    expect((await stamps('clockag1')).updated).toBe(quotaAt.toISOString());

    const rebateAt = new Date('2031-03-06T00:00:00.000Z');
    clock.now = () => rebateAt;
    expect((await call('PUT', '/agents/clockag1/rebate', { rebate: 300 })).json().value).toMatchObject({ rebate: 300 });
    expect((await stamps('clockag1')).updated).toBe(rebateAt.toISOString());

    const moveAt = new Date('2031-03-07T00:00:00.000Z');
    clock.now = () => moveAt;
    expect((await call('PUT', '/members/clockag2/upline', { upline: 'clockag1' })).json().value).toMatchObject({ upline: 'clockag1' });
    expect(await stamps('clockag2')).toEqual({ created: first.toISOString(), joined: first.toISOString(), updated: moveAt.toISOString() });
  });
});
