import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.tsx' } },
  html: { title: 'Bare React', meta: { viewport: 'width=device-width, initial-scale=1' } },
  output: { distPath: { root: process.env.BASELINE_OUT ?? 'dist' } },
});
