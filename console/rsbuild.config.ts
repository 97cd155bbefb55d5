/**
 * The operator console's build: its own app (never in the players' bundles), React + Lingui like
 * the site, built into dist/console/ (`<BUILD_DIST_DIR>/console/` when the site's build goes there) and served by the server under /console/ with a strict CSP
 * (no inline scripts or styles: Rsbuild writes every script and stylesheet as a file).
 * `npm run console:dev` serves it with /console/api proxied to the API on 127.0.0.1:8080
 * (override with API_ORIGIN).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

const here = dirname(fileURLToPath(import.meta.url));
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  root: here,
  plugins: [pluginReact()],
  source: { entry: { index: './src/main.tsx' } },
  html: { template: './index.html', meta: { viewport: 'width=device-width, initial-scale=1', 'color-scheme': 'light' } },
  output: {
    distPath: { root: resolve(here, '..', process.env.BUILD_DIST_DIR || 'dist', 'console') },
    assetPrefix: '/console/',
    cleanDistPath: true,
    inlineScripts: false,
    inlineStyles: false,
    legalComments: 'none',
  },
  server: {
    base: '/console',
    proxy: { '/console/api': { target: API_ORIGIN, changeOrigin: false } },
    historyApiFallback: { index: '/console/index.html' },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  tools: {
    swc: { jsc: { experimental: { plugins: [['@lingui/swc-plugin', {}]] } } },
  },
});
