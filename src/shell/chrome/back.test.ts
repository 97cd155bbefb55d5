import { describe, expect, it } from 'vitest';
import { backAction } from './back';

describe('back button rules', () => {
  it.each(['/m/login', '/m/register', '/m/register.html', '/m/activity', '/m/forget', '/m/download'])('%s goes home', (path) => {
    expect(backAction(path, true)).toEqual({ kind: 'path', to: '/m/home' });
  });

  it('elsewhere goes one step back', () => {
    expect(backAction('/m/withdraw', true)).toEqual({ kind: 'history' });
    expect(backAction('/m/notice', true)).toEqual({ kind: 'history' });
  });

  it('goes home when there is no step back (page opened directly)', () => {
    expect(backAction('/m/withdraw', false)).toEqual({ kind: 'path', to: '/m/home' });
  });
});
