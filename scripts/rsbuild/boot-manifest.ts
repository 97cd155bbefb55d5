/**
 * Writes `dist/boot-manifest.json` after the host's build: the files of the chunks the first screen
 * needs, by chunk name (the `webpackChunkName` of their dynamic imports), so the server can put
 * `<link rel=preload>` and the brand's stylesheets in the HTML it serves (server/routes/site/boot-html.ts):
 *   boot            the shell's app chunk (src/shell/index.ts imports ./bootstrap)
 *   theme-<id>      a brand's theme stylesheet (themes/<id>.css)
 *   template-<v>    a template version's stylesheet (themes/templates/<v>.css)
 *   lang-<code>     a language catalog (src/locales/<code>/messages.ts)
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export const BOOT_MANIFEST = 'boot-manifest.json';

export type BootManifest = {
  /** per chunk group name: its JavaScript and CSS files, paths under the site (no leading slash) */
  groups: Record<string, { js: string[]; css: string[] }>;
};

const WANTED = /^(boot|theme-.+|template-.+|lang-.+)$/;

/** `theme-royal-css` (rspack's [request] of `./royal.css`) → `theme-royal` */
function groupName(name: string): string {
  return name.replace(/-css$/, '');
}

export function pluginBootManifest(environment: string): RsbuildPlugin {
  return {
    name: 'platform:boot-manifest',
    setup(api) {
      api.processAssets({ stage: 'report', environments: [environment] }, ({ compilation, sources }) => {
        const groups: BootManifest['groups'] = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!WANTED.test(name)) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((f) => !f.endsWith('.map'));
          groups[groupName(name)] = {
            js: files.filter((f) => f.endsWith('.js')).sort(),
            css: files.filter((f) => f.endsWith('.css')).sort(),
          };
        }
        const manifest: BootManifest = { groups };
        compilation.emitAsset(BOOT_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    },
  };
}
