/**
 * Development only: Module Federation's cross-container hot update does not reach the host page,
 * so when a remote's environment rebuilds (after the first build) the open pages reload in full.
 * Changes to the host itself keep their hot module replacement.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export function pluginRemoteReload(remotes: readonly string[]): RsbuildPlugin {
  return {
    name: 'platform:remote-reload',
    setup(api) {
      let reload: (() => void) | null = null;
      api.onBeforeStartDevServer(({ server }) => {
        reload = () => server.sockWrite('full-reload');
      });
      api.onAfterEnvironmentCompile(({ isFirstCompile, isWatch, environment }) => {
        if (isWatch && !isFirstCompile && remotes.includes(environment.name)) reload?.();
      });
    },
  };
}
