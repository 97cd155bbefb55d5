/**
 * What the server puts in the HTML it serves for a page (server/routes/site/boot-html.ts), read by
 * the shell's boot (src/kernel/status/load.ts): the brand's status value as JSON in
 * `<script type="application/json" id="boot-status" data-override="...">`, so boot needs no status
 * call. `data-override` is the `?tenant=` of the page request ('' without one): the client uses the
 * inline status only when its own tenant override is the same.
 */
export const BOOT_STATUS_ID = 'boot-status';

/** JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--`) survives as is. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
