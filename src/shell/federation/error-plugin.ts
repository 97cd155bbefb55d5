/**
 * Module Federation runtime plugin: a remote that cannot be fetched or initialised resolves to a
 * failure marker instead of throwing deep inside the runtime, so the shell shows its error view
 * with Retry in that remote's area and the rest of the site keeps working.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteFailure } from './failure';

export default function platformErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-error-load-remote',
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[remote] ${id} failed to load (${lifecycle})`, error);
      // beforeRequest expects loadRemote arguments back, not a module: let it throw
      if (lifecycle === 'beforeRequest') return undefined;
      return remoteFailure(id, error);
    },
  };
}
