/**
 * Module Federation's runtime as ES modules (host first-load bytes). Rspack's federation
 * plugin finds its runtime with `require.resolve`, so it bundles the CommonJS builds of
 * `@module-federation/*`, which tree shaking cannot trim: the manifest snapshot handler, the preload
 * planner and the sdk's Node helpers ship although `disableSnapshot` switches them off. This plugin
 * swaps each resolved `@module-federation/<pkg>/dist/<file>.cjs` for its ES sibling
 * (`.js`, or `.mjs` for error-codes) when the package ships one, so the unused parts drop out. The
 * runtime's behaviour is the same code either way (both builds come from one source).
 */
import { existsSync } from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

const CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

export function esmSibling(resource: string): string | null {
  if (!CJS.test(resource)) return null;
  for (const ext of ['.js', '.mjs']) {
    const candidate = resource.replace(/\.cjs$/, ext);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

type ResolveData = { createData?: { resource?: string } };
type Compiler = {
  hooks: {
    normalModuleFactory: {
      tap: (
        name: string,
        fn: (nmf: { hooks: { afterResolve: { tap: (name: string, fn: (data: ResolveData) => void) => void } } }) => void,
      ) => void;
    };
  };
};

export function pluginMfEsmRuntime(): RsbuildPlugin {
  return {
    name: 'platform:mf-esm-runtime',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins = config.plugins ?? [];
        config.plugins.push({
          apply(compiler: Compiler) {
            compiler.hooks.normalModuleFactory.tap('mf-esm-runtime', (nmf) => {
              nmf.hooks.afterResolve.tap('mf-esm-runtime', (data) => {
                const resource = data.createData?.resource;
                const esm = resource ? esmSibling(resource) : null;
                if (esm && data.createData) data.createData.resource = esm;
              });
            });
          },
        });
      });
    },
  };
}
