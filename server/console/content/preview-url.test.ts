/** Where a preview pass opens: the brand's own site and the page of the announcement's kind; only site paths are followed. */
import { describe, expect, it } from 'vitest';
import { brandOrigin, playerPathOf, safeNext } from './preview-url';

describe('preview pass addresses', () => {
  it('opens the brand first domain, keeping the console port only for a .localhost domain', () => {
    expect(brandOrigin({ id: 'royal', domains: ['royal.localhost', 'royal.example.com'] }, 'http', '127.0.0.1:4173')).toBe(
      'http://royal.localhost:4173',
    );
    expect(brandOrigin({ id: 'royal', domains: ['royal.example.com'] }, 'https', 'console.example.com:8443')).toBe(
      'https://royal.example.com',
    );
    expect(brandOrigin({ id: 'lotus', domains: [] }, 'http', 'localhost:8080')).toBe('http://lotus.localhost:8080');
    expect(brandOrigin({ id: 'lotus', domains: ['lotus.localhost:9000'] }, 'http', 'localhost:8080')).toBe('http://lotus.localhost:9000');
  });

  it('sends each kind to the page that shows it', () => {
    expect(playerPathOf('PL', 42)).toBe('/m/noticeDetail?id=42');
    expect(playerPathOf('PR', 42)).toBe('/m/activity');
    expect(playerPathOf('B', 42)).toBe('/m/home');
    expect(playerPathOf('PU', 42)).toBe('/m/home');
  });

  it('follows only a path of the player site', () => {
    expect(safeNext('/m/activity', '/m/home')).toBe('/m/activity');
    expect(safeNext('https://evil.example/m/', '/m/home')).toBe('/m/home');
    expect(safeNext('//evil.example', '/m/home')).toBe('/m/home');
    expect(safeNext('/m/x"><script>', '/m/home')).toBe('/m/home');
    expect(safeNext(undefined, '/m/home')).toBe('/m/home');
  });
});
