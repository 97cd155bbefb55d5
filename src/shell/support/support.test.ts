import { chatTextProblem, normaliseChatText } from '@contracts/support/chat';
import { describe, expect, it } from 'vitest';
import { platformOf } from '../pwa/platform';
import { registerChannel } from '../account/register-method';
import { referralLink } from './invite';
import { badgeText } from './unread';

describe('referral link (one format)', () => {
  it('carries the member’s own invitation code, or none', () => {
    expect(referralLink('https://royal.example.com', '12345')).toBe('https://royal.example.com/m/register?affiliateCode=12345');
    expect(referralLink('http://royal.localhost:8080', null)).toBe('http://royal.localhost:8080/m/register');
    // a code the registration would refuse is not put in the link
    expect(referralLink('https://royal.example.com', 'abc<script>')).toBe('https://royal.example.com/m/register');
  });
});

describe('chat text rule (shared with the server)', () => {
  it.each([
    ['', 'empty'],
    ['  \n ', 'empty'],
    ['x'.repeat(501), 'long'],
    ['a\u0000b', 'control'],
    ['a\u001bb', 'control'],
    ['a\u0085b', 'control'],
    ['a\u202Eb', 'control'],
    ['a\uD800b', 'control'],
  ])('%j is refused (%s)', (text, problem) => {
    expect(chatTextProblem(text)).toBe(problem);
  });
  it('accepts line breaks, tabs, emoji (one character each) and HTML as plain text', () => {
    expect(chatTextProblem('line one\n\tline two <b>x</b>')).toBeNull();
    expect(chatTextProblem('😀'.repeat(500))).toBeNull();
    expect(normaliseChatText('  a\r\nb\rc  ')).toBe('a\nb\nc');
  });
});

describe('platform and install channel', () => {
  const SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const CHROME_IOS =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  it('tells Safari from other browsers', () => {
    expect(platformOf(SAFARI, 5)).toEqual({ ios: true, android: false, safari: true });
    expect(platformOf(CHROME_IOS, 5)).toEqual({ ios: true, android: false, safari: false });
    expect(platformOf(ANDROID, 5)).toEqual({ ios: false, android: true, safari: false });
  });
  it('registerMethod: WEBCLIP from the iOS home screen, PWA installed, else H5', () => {
    const win = (standalone: boolean | undefined, display: boolean) =>
      ({ navigator: { standalone }, matchMedia: (q: string) => ({ matches: display && q.includes('standalone') }) }) as unknown as Window;
    expect(registerChannel(win(true, true))).toBe('WEBCLIP');
    expect(registerChannel(win(undefined, true))).toBe('PWA');
    expect(registerChannel(win(false, false))).toBe('H5');
  });
  it('badges show 99+ above 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(100)).toBe('99+');
  });
});
