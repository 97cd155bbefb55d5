/**
 * Scripts after the first paint. A page whose first screen is in its HTML (first-screen.ts)
 * needs no JavaScript to paint it, so its scripts wait for that paint: on a phone's thin link they
 * would otherwise share the bandwidth with the stylesheets and the page's largest image, and their
 * evaluation could run before the browser paints the HTML at all (React then replaces the picture
 * before anyone saw it). The entry scripts (`<script defer src>` of the build) and the script
 * preloads (boot chunk, language catalog) move into a small loader (the CSP allows no inline
 * script) that adds them, in order, in the task after the first frame; in a tab that is hidden (no
 * frames) it adds them at once. Measured: home's Lighthouse LCP 1.9 s → 0.9 s, its simulated time to
 * interactive unchanged (docs/performance.md). Pages without a first screen keep their scripts as built.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/html';

export const AFTER_PAINT_JS =
  '(function(){var me=document.currentScript;if(!me)return;' +
  'var list=function(n){return(me.getAttribute(n)||"").split(" ").filter(Boolean)};' +
  'var done=false;function go(){if(done)return;done=true;' +
  'list("data-preload").forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=h;document.head.appendChild(l)});' +
  'list("data-scripts").forEach(function(s){var e=document.createElement("script");e.src=s;e.async=false;document.head.appendChild(e)})}' +
  'if(document.visibilityState==="hidden"){go();return}' +
  'document.addEventListener("visibilitychange",go);' +
  'requestAnimationFrame(function(){setTimeout(go,0)})})();\n';

/** The loader's address; the query names its content, so a changed loader is never read from a cache. */
export const AFTER_PAINT_PATH = '/m/after-paint.js';
const VERSION = createHash('sha256').update(AFTER_PAINT_JS).digest('hex').slice(0, 10);

const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href="([^"]+)">/g;

/** The page with its entry scripts and script preloads handed to the loader (pure: tested without a server). */
export function scriptsAfterPaint(html: string): string {
  const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1] as string);
  if (scripts.length === 0) return html;
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((m) => m[1] as string);
  const attr = (urls: string[]) => escapeHtml(urls.join(' '));
  const loader = `<script defer src="${AFTER_PAINT_PATH}?v=${VERSION}" data-preload="${attr(preloads)}" data-scripts="${attr(scripts)}"></script>`;
  let placed = false;
  // the loader takes the first entry script's place (found early by the browser's preload scanner)
  const withoutScripts = html.replace(ENTRY_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return loader;
  });
  return withoutScripts.replace(SCRIPT_PRELOAD, '');
}
