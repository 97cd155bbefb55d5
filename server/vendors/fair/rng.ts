/**
 * Provably fair randomness (commit-reveal). A round's bytes are
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), 32 bytes per cursor step; each
 * float takes 4 bytes (b0/256 + b1/256² + b2/256³ + b3/256⁴, in [0, 1)). Anyone holding the
 * revealed server seed, the client seed and the nonce recomputes every draw of the round.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export type SeedTriple = { serverSeed: string; clientSeed: string; nonce: number };

/** The draws of one round, in order. */
export interface Rng {
  /** a float in [0, 1) */
  float(): number;
  /** an integer in [0, n) */
  int(n: number): number;
  /** an index into `weights` chosen in proportion to them */
  weighted(weights: readonly number[]): number;
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export class FairRng implements Rng {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private cursor = 0;

  constructor(private readonly seeds: SeedTriple) {}

  private nextBytes(): Buffer {
    if (this.offset + 4 > this.block.length) {
      const { serverSeed, clientSeed, nonce } = this.seeds;
      this.block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${this.cursor}`).digest();
      this.cursor += 1;
      this.offset = 0;
    }
    const bytes = this.block.subarray(this.offset, this.offset + 4);
    this.offset += 4;
    return bytes;
  }

  float(): number {
    const b = this.nextBytes();
    return (b[0] ?? 0) / 256 + (b[1] ?? 0) / 256 ** 2 + (b[2] ?? 0) / 256 ** 3 + (b[3] ?? 0) / 256 ** 4;
  }

  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  weighted(weights: readonly number[]): number {
    const total = weights.reduce((a, b) => a + b, 0);
    let pick = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      pick -= weights[i] ?? 0;
      if (pick < 0) return i;
    }
    return weights.length - 1;
  }
}
