import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const OUT = process.env.BASELINE_OUT ?? 'dist';
const shared = (eager: boolean) => ({
  react: { singleton: true, eager, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, eager, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, eager, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, eager, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, eager, requiredVersion: false as const },
});

export default defineConfig({
  plugins: [pluginReact()],
  environments: {
    host: {
      source: { entry: { index: './host/index.ts' } },
      html: { title: 'Bare federated host', meta: { viewport: 'width=device-width, initial-scale=1' } },
      output: { distPath: { root: OUT }, cleanDistPath: { enable: true, keep: [/[\\/]remote[\\/]/] } },
      plugins: [
        pluginModuleFederation(
          { name: 'bare_host', dts: false, manifest: false, shared: shared(true), remotes: {} },
          { environment: 'host' },
        ),
      ],
    },
    remote: {
      source: { entry: { index: './remote/index.ts' } },
      output: { distPath: { root: `${OUT}/remote` }, assetPrefix: 'auto' },
      tools: { htmlPlugin: false },
      plugins: [
        pluginModuleFederation(
          {
            name: 'remote',
            dts: false,
            manifest: false,
            filename: 'remoteEntry.js',
            exposes: { './Panel': './remote/Panel.tsx' },
            shared: shared(false),
          },
          { environment: 'remote' },
        ),
      ],
    },
  },
});
