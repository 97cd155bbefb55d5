import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SeamlessClient, SeamlessUnavailable, type Transport } from './seamless-client';

const bet = { sessionToken: 's'.repeat(20), transactionId: 'r1:bet', roundId: 'r1', gameCode: 'G', amount: 100 };

describe('seamless client (vendor side)', () => {
  it('signs the exact body and resends the very same body after a failed delivery', async () => {
    const sent: { body: string; headers: Record<string, string> }[] = [];
    const transport: Transport = async (_path, body, headers) => {
      sent.push({ body, headers });
      if (sent.length === 1) throw new Error('connection reset');
      if (sent.length === 2) return { statusCode: 503, body: 'busy' };
      return { statusCode: 200, body: JSON.stringify({ status: 'OK', balance: 900, currency: 'USD' }) };
    };
    const answer = await new SeamlessClient('DEMO', 'secret', transport, 3, 1).bet(bet);
    expect(answer).toMatchObject({ status: 'OK', balance: 900 });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.body)).size).toBe(1);
    expect(sent[0]?.headers['x-signature']).toBe(
      createHmac('sha256', 'secret')
        .update(sent[0]?.body ?? '')
        .digest('hex'),
    );
    expect(sent[0]?.headers['x-vendor']).toBe('DEMO');
  });

  it('gives up after the last attempt with SeamlessUnavailable', async () => {
    const transport: Transport = async () => ({ statusCode: 500, body: '' });
    await expect(new SeamlessClient('DEMO', 'secret', transport, 2, 1).bet(bet)).rejects.toBeInstanceOf(SeamlessUnavailable);
  });

  it('passes a refusal status through without retrying', async () => {
    let calls = 0;
    const transport: Transport = async () => {
      calls += 1;
      return { statusCode: 200, body: JSON.stringify({ status: 'INSUFFICIENT_FUNDS', balance: 5 }) };
    };
    await expect(new SeamlessClient('DEMO', 'secret', transport, 3, 1).bet(bet)).resolves.toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 5,
    });
    expect(calls).toBe(1);
  });
});
