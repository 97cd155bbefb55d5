/** `games:seed [count]`: replaces the game catalogue with `count` generated games (default 5,000; 10,000+ for the bench). */
import { DEFAULT_CATALOGUE_SIZE } from '../../games/generate';
import { seedCatalogue } from '../../games/seed';
import { OpsError } from '../actions';
import type { OpsCommand } from '../command';

export const MAX_CATALOGUE_SIZE = 200_000;

export const gamesSeedCommand: OpsCommand = {
  name: 'games:seed',
  usage: 'games:seed [count]',
  summary: `replace the game catalogue with [count] generated games (default ${DEFAULT_CATALOGUE_SIZE})`,
  async run(args, ctx) {
    const count = args[0] === undefined ? DEFAULT_CATALOGUE_SIZE : Number(args[0]);
    if (!Number.isInteger(count) || count < 300 || count > MAX_CATALOGUE_SIZE) {
      throw new OpsError(`count must be a whole number from 300 to ${MAX_CATALOGUE_SIZE}. Usage: npm run ops -- games:seed [count]`);
    }
    const { version, size } = await seedCatalogue(ctx.db, count, new Date());
    return `Seeded ${size} games (catalogue version ${version}); running servers pick it up within a second.`;
  },
};
