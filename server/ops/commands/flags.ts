import { FLAG_PURPOSE } from '../../../src/contracts/flags';
import type { OpsCommand } from '../command';

export const flagsCommand: OpsCommand = {
  name: 'flags',
  usage: 'flags <tenant>',
  summary: 'list the effective white-label flags and where each value comes from',
  async run([tenant = ''], { actions }) {
    const flags = await actions.listFlags(tenant);
    const lines = flags.map((f) => {
      const source = f.source === 'override' ? `override (file: ${f.fileValue ? 'on' : 'off'})` : 'file';
      return `${f.key.padEnd(18)} ${(f.enabled ? 'on' : 'off').padEnd(4)} ${source.padEnd(22)} ${FLAG_PURPOSE[f.key]}`;
    });
    return [`Flags of ${tenant}:`, ...lines].join('\n');
  },
};
