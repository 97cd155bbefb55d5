/**
 * One Rsbuild config for the host shell and the four federated remotes (Rsbuild `environments`).
 *
 *   dist/index.html, dist/static/**            host, served under /m/
 *   dist/remotes/<name>/remoteEntry.js, ...    remotes, assetPrefix `auto`
 *
 * `npm run build` builds all five; `npx rsbuild dev` serves them all on one dev server with every
 * path outside /m proxied to the API on 127.0.0.1:8080 (override with API_ORIGIN), Host kept. `MF_ONLY=host,games`
 * limits the environments built (handy while working on one remote). `BUILD_DIST_DIR=<folder>` builds into
 * another folder than dist/ (a second build beside the shared one, e.g. to compare two builds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type EnvironmentConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginBootManifest } from './scripts/rsbuild/boot-manifest';
import { devProxy } from './scripts/rsbuild/dev-proxy';
import { pluginMfEsmRuntime } from './scripts/rsbuild/mf-esm-runtime';
import { pluginRemoteReload } from './scripts/rsbuild/remote-reload';
import { REMOTE_NAMES } from './src/contracts/routes';

export { REMOTE_NAMES };

type AppName = 'host' | (typeof REMOTE_NAMES)[number];

/**
 * Packages the host shares as a subset module (src/shell/federation/shared/README.md): the share key,
 * the host's subset module, the alias of the real package the subset imports, and whether the
 * shell needs it at start-up.
 */
const requireHere = createRequire(import.meta.url);
const HOST_SUBSETS = {
  'react-router': { subset: './src/shell/federation/shared/react-router.ts', full: 'react-router-full', eager: true },
  valibot: { subset: './src/shell/federation/shared/valibot.ts', full: 'valibot-full', eager: true },
} as const;
/** A package's version, from its package.json (found from its entry: valibot's `exports` omit it). */
function versionOf(pkg: string): string {
  for (let dir = dirname(requireHere.resolve(pkg)); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === pkg && json.version) return json.version;
  }
  throw new Error(`no package.json for ${pkg}`);
}
/** The real package a subset re-exports: its ES build when `require` resolves to CommonJS (tree shaking). */
function realEntry(key: string): string {
  const file = requireHere.resolve(key);
  const esm = file.replace(/\.cjs$/, '.mjs');
  return esm !== file && existsSync(esm) ? esm : file;
}
const subsetAliases = Object.fromEntries(Object.entries(HOST_SUBSETS).map(([key, s]) => [`${s.full}$`, realEntry(key)]));

function subsets(isHost: boolean) {
  return Object.fromEntries(
    Object.entries(HOST_SUBSETS).map(([key, s]) => {
      const version = versionOf(key.split('/')[0] ?? key);
      const requiredVersion = `^${version.split('.')[0]}.0.0`;
      return [
        key,
        isHost
          ? { singleton: true, eager: s.eager, import: s.subset, version, requiredVersion }
          : { singleton: true, import: false as const, requiredVersion },
      ];
    }),
  );
}

/** The build's output folder: dist/ unless BUILD_DIST_DIR names another. */
const DIST = process.env.BUILD_DIST_DIR || 'dist';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

/** Shared singletons. The kernel is shared by an explicit import path: one copy of its atoms. */
function shared(isHost: boolean) {
  const lib = (requiredVersion: string) => ({ singleton: true, eager: isHost, requiredVersion });
  return {
    react: lib('^19.0.0'),
    'react/jsx-runtime': lib('^19.0.0'),
    'react-dom': lib('^19.0.0'),
    'react-dom/client': lib('^19.0.0'),
    // react-router, valibot: the host's tree-shaken subsets; remotes take the host's (no copy of their own)
    ...subsets(isHost),
    jotai: lib('^3.0.0'),
    '@lingui/core': lib('^6.0.0'),
    '@lingui/react': lib('^6.0.0'),
    // Remotes never bundle a kernel of their own (import: false): the host's is the only one.
    '@kernel': {
      singleton: true,
      eager: isHost,
      import: isHost ? './src/kernel/index.ts' : false,
      requiredVersion: false,
      version: '0.1.0',
    },
  } as const;
}

function federation(name: AppName) {
  const isHost = name === 'host';
  return pluginModuleFederation(
    {
      name: isHost ? 'platform_host' : name,
      dts: false,
      manifest: false,
      shared: shared(isHost),
      // One federation runtime on the page: the host provides its runtime-core and the remotes use
      // it (each remoteEntry.js no longer carries a copy); no manifest, so no snapshot code.
      experiments: {
        ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
        // target 'web': the sdk's Node script loaders are left out of the browser bundle
        optimization: { disableSnapshot: true, target: 'web' },
      },
      ...(isHost
        ? {
            remotes: {},
            runtimePlugins: ['./src/shell/federation/error-plugin.ts'],
            // 'version-first' (the default) fetches every remote's entry at start-up to compare
            // shared versions; ours are built together, so a remote loads only when a route needs it
            shareStrategy: 'loaded-first',
          }
        : { filename: 'remoteEntry.js', exposes: { './register': `./src/remotes/${name}/register.tsx` } }),
    },
    { environment: name },
  );
}

const host: EnvironmentConfig = {
  source: { entry: { index: './src/shell/index.ts' } },
  output: {
    distPath: { root: DIST },
    assetPrefix: '/m/',
    cleanDistPath: { enable: true, keep: [/[\\/]remotes[\\/]/] },
  },
  html: {
    title: '',
    favicon: './public/favicon.svg',
    meta: { viewport: 'width=device-width, initial-scale=1, viewport-fit=cover', 'theme-color': '#111' },
    template: './src/shell/index.html',
  },
  dev: { assetPrefix: '/m/' },
  // the packages the entry needs ride in the entry chunk: a separate vendor chunk cost every page
  // one more response (~1.1 kB of headers) for no gain on a first visit
  performance: { chunkSplit: { strategy: 'split-by-experience', override: { cacheGroups: { defaultVendors: false } } } },
  plugins: [federation('host'), pluginBootManifest('host')],
  tools: {
    rspack: {
      plugins: [
        // V8's explicit compile hint: the first load's scripts (the entry and the boot chunk, whose
        // functions nearly all run at start-up) are compiled whole while they stream in, off the
        // main thread, instead of each function being parsed again on the main thread when first
        // called. Added after minification (which would drop the comment), on the first line.
        new rspack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /^static\/js\/(index|async\/boot)\.[0-9a-f]+\.js$/,
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        }),
      ],
    },
  },
};

function remote(name: (typeof REMOTE_NAMES)[number]): EnvironmentConfig {
  return {
    source: { entry: { index: `./src/remotes/${name}/index.ts` } },
    output: { distPath: { root: `${DIST}/remotes/${name}` }, assetPrefix: 'auto', cleanDistPath: true },
    html: { title: '' },
    tools: { htmlPlugin: false },
    dev: { assetPrefix: `/m/remotes/${name}/` },
    // no shared chunks split off: a page (or home's widget) of a remote is one request, not a
    // cascade of small ones that each cost headers; its own dependencies ride in its chunk
    performance: { chunkSplit: { strategy: 'all-in-one' } },
    plugins: [federation(name)],
  };
}

const only = process.env.MF_ONLY?.split(',').map((s) => s.trim());
const environments: Record<string, EnvironmentConfig> = { host };
for (const name of REMOTE_NAMES) environments[name] = remote(name);
for (const name of Object.keys(environments)) if (only && !only.includes(name)) delete environments[name];

export default defineConfig({
  plugins: [pluginReact(), pluginRemoteReload(REMOTE_NAMES), pluginMfEsmRuntime()],
  environments,
  resolve: { alias: { '@kernel$': './src/kernel/index.ts', '@contracts': './src/contracts', ...subsetAliases } },
  // BUILD_SOURCE_MAP=1: source maps beside the scripts (no comment pointing at them in the scripts, so their bytes stay
  // those of a normal build), for scripts/bench/chunk-modules.mjs and first-load-report.mjs (which module weighs what)
  ...(process.env.BUILD_SOURCE_MAP ? { output: { sourceMap: { js: 'hidden-source-map' as const } } } : {}),
  source: { define: { 'import.meta.env.APP_VERSION': JSON.stringify(process.env.npm_package_version ?? '0') } },
  server: {
    publicDir: false,
    proxy: devProxy(API_ORIGIN),
    historyApiFallback: { index: '/m/index.html', rewrites: [{ from: /^\/(m\/?)?$/, to: '/m/index.html' }] },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    swc: { jsc: { experimental: { plugins: [['@lingui/swc-plugin', {}]] } } },
  },
});
