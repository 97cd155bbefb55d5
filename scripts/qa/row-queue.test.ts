import { describe, expect, it } from 'vitest';
import { lanesPerServer, RowQueue } from './row-queue';

const plans = (counts: Record<string, number>) => Object.entries(counts).map(([brand, n]) => ({ brand, rows: Array.from({ length: n }) }));

describe('the row queue', () => {
  it('never runs two rows of one brand on one server at once, and does on two servers', () => {
    const q = new RowQueue(plans({ royal: 3 }));
    expect(q.take(0)).toEqual({ brand: 'royal', index: 0 });
    expect(q.take(0)).toBeNull();
    expect(q.take(1)).toEqual({ brand: 'royal', index: 1 });
    q.done(0, 'royal');
    expect(q.take(0)).toEqual({ brand: 'royal', index: 2 });
    expect(q.take(0)).toBeNull();
    expect(q.rowsLeft).toBe(0);
  });

  it('gives a lane the free brand with the most rows left', () => {
    const q = new RowQueue(plans({ royal: 27, lotus: 19, tiger: 19 }));
    const first = [q.take(0), q.take(0), q.take(1), q.take(1)].map((t) => t?.brand);
    expect(first).toEqual(['royal', 'lotus', 'royal', 'tiger']);
    expect(q.rowsLeft).toBe(61);
  });

  it('runs every row exactly once when lanes of two servers drain it', () => {
    const q = new RowQueue(plans({ royal: 27, lotus: 19, tiger: 19 }));
    const seen: string[] = [];
    const perServer = lanesPerServer(3, 2);
    // lanes take in turn; each finishes its row before its next take
    const lanes = [0, 1].flatMap((server) => Array.from({ length: perServer }, () => ({ server, holding: null as string | null })));
    for (let round = 0; round < 100 && q.rowsLeft > 0; round++) {
      for (const lane of lanes) {
        if (lane.holding) q.done(lane.server, lane.holding);
        const t = q.take(lane.server);
        lane.holding = t?.brand ?? null;
        if (t) seen.push(`${t.brand} ${t.index}`);
      }
      const running = lanes.filter((l) => l.holding).map((l) => `${l.server} ${l.holding}`);
      expect(new Set(running).size).toBe(running.length);
    }
    expect(seen).toHaveLength(65);
    expect(new Set(seen).size).toBe(65);
  });

  it('runs every brand in its own lane plus one per extra server', () => {
    expect(lanesPerServer(3, 1)).toBe(3);
    expect(lanesPerServer(3, 2)).toBe(2);
    expect(lanesPerServer(1, 2)).toBe(1);
    expect(lanesPerServer(1, 1)).toBe(1);
  });
});
