import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FairRng, seedHash } from './rng';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player-seed', nonce: 7 };

describe('provably fair rng', () => {
  it('draws the first float from HMAC-SHA256(serverSeed, clientSeed:nonce:0)', () => {
    const digest = createHmac('sha256', seeds.serverSeed).update('player-seed:7:0').digest();
    expect(new FairRng(seeds).float()).toBe(digest.readUInt32BE(0) / 2 ** 32);
  });

  it('recomputes the same draws from the same seeds and differs by nonce', () => {
    const a = new FairRng(seeds);
    const b = new FairRng(seeds);
    const c = new FairRng({ ...seeds, nonce: 8 });
    const drawsA = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(drawsA);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(drawsA);
  });

  it('moves the cursor after 8 floats (32 bytes)', () => {
    const rng = new FairRng(seeds);
    for (let i = 0; i < 8; i++) rng.float();
    const next = createHmac('sha256', seeds.serverSeed).update('player-seed:7:1').digest();
    expect(rng.float()).toBe(next.readUInt32BE(0) / 2 ** 32);
  });

  it('hashes the server seed with SHA-256 (the commitment shown before play)', () => {
    expect(seedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('picks weighted indices in proportion', () => {
    const picks = Array.from({ length: 30_000 }, (_, n) => new FairRng({ ...seeds, nonce: n }).weighted([1, 2, 7]));
    expect(picks.filter((i) => i === 0).length / 30_000).toBeCloseTo(0.1, 1);
    expect(picks.filter((i) => i === 2).length / 30_000).toBeCloseTo(0.7, 1);
  });
});
