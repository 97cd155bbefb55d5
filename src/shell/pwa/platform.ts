/** Which phone and browser the page runs in, for the download choices (user agent only: a hint, not a guarantee). */
export type Platform = { ios: boolean; android: boolean; safari: boolean };

export function platformOf(ua: string = navigator.userAgent, maxTouchPoints: number = navigator.maxTouchPoints): Platform {
  // iPadOS presents itself as a Mac with touch
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && maxTouchPoints > 1);
  const android = /Android/.test(ua);
  // Chrome, in-app browsers and other engines name themselves; Safari proper does not
  const safari =
    /Safari\//.test(ua) &&
    !/Chrome\/|Chromium|CriOS|FxiOS|EdgiOS|EdgA|OPiOS|OPR\/|YaBrowser|SamsungBrowser|GSA\/|FBAN|FBAV|Instagram|Line\/|MicroMessenger|DuckDuckGo|Android/.test(
      ua,
    );
  return { ios, android, safari };
}
