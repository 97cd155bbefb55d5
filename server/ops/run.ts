/** Dispatches one operator command from the table; `help` lists them. */
import { OpsError } from './actions';
import type { OpsCommand, OpsContext } from './command';
import { COMMANDS } from './commands/index';

export function helpText(commands: readonly OpsCommand[] = COMMANDS): string {
  const width = Math.max(...commands.map((c) => c.usage.length), 4);
  return [
    'Operator commands (same database as the server: DATABASE_URL, else PGlite in DATA_DIR):',
    '',
    ...commands.map((c) => `  npm run ops -- ${c.usage.padEnd(width)}  ${c.summary}`),
    `  npm run ops -- ${'help'.padEnd(width)}  this list`,
  ].join('\n');
}

export function findCommand(name: string | undefined): OpsCommand | 'help' {
  if (!name || name === 'help' || name === '--help' || name === '-h') return 'help';
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) throw new OpsError(`Unknown command "${name}". Run: npm run ops -- help`);
  return command;
}

export async function runCommand(argv: readonly string[], ctx: OpsContext): Promise<string> {
  const [name, ...args] = argv;
  const command = findCommand(name);
  return command === 'help' ? helpText() : command.run(args, ctx);
}

/** The files a command line names (`--content-file F`, an image to upload), as given. */
export function filesNamed(argv: readonly string[]): string[] {
  const [name, ...args] = argv;
  const command = findCommand(name);
  return command === 'help' ? [] : [...new Set(command.files?.(args) ?? [])];
}
