/**
 * Lingui: one catalog per language for each part of the site that loads on its own.
 *
 *   src/locales/<lang>/messages.po                 kernel + shell + the remotes' manifest.ts and side-menu.ts (loaded at
 *                                                  boot, chunk lang-<lang>)
 *   src/remotes/<name>/locales/<lang>/messages.po  one per federated remote, loaded by the remote's
 *                                                  register entry (inside the remote's build)
 *
 * A string used by two parts is in both catalogs. `src/kernel/i18n/catalogs.test.ts` checks that
 * every catalog is complete in km, zh and en.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { REMOTE_NAMES as REMOTES } from './src/contracts/routes';

const exclude = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['km', 'zh', 'en', 'th', 'vi', 'ja', 'ko', 'ar', 'my', 'es', 'hi', 'id', 'ms', 'pt', 'tw', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      // a remote's routes and side-menu entries are drawn by the host before the remote loads
      include: [
        '<rootDir>/src/kernel',
        '<rootDir>/src/shell',
        '<rootDir>/src/remotes/*/manifest.ts',
        '<rootDir>/src/remotes/*/side-menu.ts',
      ],
      exclude,
    },
    ...REMOTES.map((name) => ({
      path: `<rootDir>/src/remotes/${name}/locales/{locale}/messages`,
      include: [`<rootDir>/src/remotes/${name}`],
      exclude: [
        ...exclude,
        `<rootDir>/src/remotes/${name}/locales/**`,
        `<rootDir>/src/remotes/${name}/manifest.ts`,
        `<rootDir>/src/remotes/${name}/side-menu.ts`,
      ],
    })),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
