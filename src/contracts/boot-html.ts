/**
 * What the server puts in the HTML it serves for a page (server/routes/site/boot-html.ts), read by
 * the shell's boot (src/kernel/status/load.ts): the brand's status value as JSON in
 * `<script type="application/json" id="boot-status" data-override="...">`, so boot needs no status
 * call. `data-override` is the `?tenant=` of the page request ('' without one): the client uses the
 * inline status only when its own tenant override is the same.
 */
export const BOOT_STATUS_ID = 'boot-status';

/**
 * On the login page of a brand that always asks for a captcha (CAPTCHA3), the HTML carries one
 * (its picture is the page's largest paint): `<script type="application/json" id="boot-captcha">`
 * with the captcha call's value. The login form takes it once instead of calling for one.
 */
export const BOOT_CAPTCHA_ID = 'boot-captcha';

/** JSON safe inside a <script> element: no `<` (so no `</script>` or `<!--`) survives as is. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
