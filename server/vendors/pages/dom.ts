/** A tiny element builder (text only, never HTML strings) and the page API helper. */
export type Child = Node | string | number | null | undefined | false;

export function h(tag: string, attrs: Record<string, string | boolean | ((e: Event) => void)> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (typeof value === 'function') el.addEventListener(key.replace(/^on/, ''), value);
    else if (value === true) el.setAttribute(key, '');
    else if (value !== false) el.setAttribute(key, value);
  }
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) el.append(child instanceof Node ? child : String(child));
  return el;
}

export const SESSION_KEY = 'vendor-game-session';

export type Answer<T> = { success: boolean; code: string; message: string; value: T | null };

export async function api<T>(path: string, body?: unknown): Promise<Answer<T>> {
  // the page's language (i18n.ts sets it on <html>): the vendor answers its messages in it
  const headers: Record<string, string> = {
    'x-game-session': sessionStorage.getItem(SESSION_KEY) ?? '',
    language: document.documentElement.lang,
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Answer<T>;
}
