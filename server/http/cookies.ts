/** One cookie's value from a request (the server has no cookie plugin: the site sets only the language cookie). */
import type { FastifyRequest } from 'fastify';

export function cookieOf(request: Pick<FastifyRequest, 'headers'>, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null; // malformed: as if absent
    }
  }
  return null;
}
