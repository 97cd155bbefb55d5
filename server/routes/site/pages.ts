/** Small built-in responses of the site: the "not built" page and the favicon. */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Site not built</title></head>
<body style="font-family:sans-serif;padding:2rem;max-width:36rem">
<h1>The site is not built yet</h1>
<p>The server is running, but there is no built site to serve. Run <code>npm run build</code>
(or <code>npm start</code>, which builds what is missing) and reload this page.</p>
<p>The API under <code>/wps/</code> works meanwhile.</p>
</body></html>
`;

/** A neutral icon, so browsers asking for /favicon.ico get one (a missing icon is a console error). */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#1f2937"/><circle cx="16" cy="16" r="8" fill="#f59e0b"/></svg>
`;
