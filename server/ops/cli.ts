/** `npm run ops -- <command> ...`: operator commands against the server's database. */
import { loadConfig } from '../config';
import { OpsError } from './actions';
import { openOpsContext } from './context';
import { findCommand, helpText, runCommand } from './run';
import { forwardCommand, readLiveServerHandle } from './server-handle';

async function main(argv: string[]): Promise<number> {
  if (findCommand(argv[0]) === 'help') {
    console.log(helpText());
    return 0;
  }
  const config = loadConfig();
  const server = config.databaseUrl ? null : readLiveServerHandle(config.dataDir);
  if (server) {
    console.log(await forwardCommand(server, argv));
    return 0;
  }
  const ctx = await openOpsContext(config);
  try {
    console.log(await runCommand(argv, ctx));
    return 0;
  } finally {
    await ctx.db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof OpsError || error instanceof Error ? `ops: ${error.message}` : error);
    process.exit(1);
  },
);
