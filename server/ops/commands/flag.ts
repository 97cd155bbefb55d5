import { type FlagChange, OpsError } from '../actions';
import type { OpsCommand } from '../command';

const USAGE = 'flag <tenant> <KEY> on|off|reset';

export const flagCommand: OpsCommand = {
  name: 'flag',
  usage: USAGE,
  summary: 'turn a white-label flag on or off at runtime, or reset it to the tenant file',
  async run([tenant = '', key = '', change = ''], { actions }) {
    actions.tenant(tenant);
    actions.flagKey(key);
    if (change !== 'on' && change !== 'off' && change !== 'reset') {
      throw new OpsError(`Expected on, off or reset. Usage: npm run ops -- ${USAGE}`);
    }
    const flag = await actions.setFlag(tenant, key, change as FlagChange);
    const from = flag.source === 'override' ? 'override' : 'tenant file';
    return `${tenant} ${flag.key} is now ${flag.enabled ? 'on' : 'off'} (${from})`;
  },
};
