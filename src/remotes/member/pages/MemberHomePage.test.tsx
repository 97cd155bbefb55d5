import type { MemberInfo } from '@contracts/account/member';
import { clearSessionAtom, loginAtom, memberInfoAtom, rankProgressAtom, store } from '@kernel';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHostPartsForTests, mockFetch, renderWithApp, reply, setStatus } from '../../../shell/account/test-utils';
import MemberHomePage from './MemberHomePage';
import { UNREAD_THROTTLE_MS } from '../lib/unread';

const INFO: MemberInfo = {
  id: 7,
  type: 0,
  nickname: 'lucky',
  account: 'alice1',
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  birthday: null,
  payeeName: null,
  trial: false,
  merchantCode: 'ROYAL01',
  affiliateCode: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function logIn(type = 0) {
  store.set(loginAtom, { token: 'tok', merchantCode: 'ROYAL01', userName: 'alice1', type, firstTimeLogin: false });
  store.set(memberInfoAtom, { ...INFO, type });
  store.set(rankProgressAtom, {
    playerRankProgress: { labelId: 'VIP1', nextLabelId: 'VIP2' },
    currentProgress: { completedConditions: 50, totalExpectedConditions: 200 },
  });
}

describe('profile (/m/member/home)', () => {
  // the host's parts the page borrows, in as the remote's register entry has them
  beforeAll(() => loadHostPartsForTests());

  afterEach(() => {
    act(() => store.set(clearSessionAtom));
  });

  it('shows the initial, nickname, account, VIP level and progress, and the shortcuts the flags allow', async () => {
    setStatus({ INBOX3: true, VIPBEN3: true, MISSION3: false, FEEDBACK3: true, PROFPIC3: false });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(reply({ unReadCount: 3 }));
    logIn();
    renderWithApp(<MemberHomePage />, '/m/member/home');
    expect(screen.getByTestId('member-avatar').textContent).toBe('L');
    expect(screen.getByTestId('member-name').textContent).toBe('lucky');
    expect(screen.getByTestId('member-account').textContent).toContain('alice1');
    expect(screen.getByTestId('member-rank').getAttribute('data-label-id')).toBe('VIP1');
    expect(screen.getByTestId('vip-progress').getAttribute('value')).toBe('25');
    expect(screen.getByTestId('member-shortcut-inbox')).toBeTruthy();
    expect(screen.getByTestId('member-shortcut-vip')).toBeTruthy();
    expect(screen.queryByTestId('member-shortcut-missions')).toBeNull();
    expect(screen.queryByTestId('member-shortcut-agent')).toBeNull();
    expect((await screen.findByTestId('inbox-unread')).textContent).toBe('3');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/wps/inbox/unread?moduleId=INBOX3');
  });

  it('never asks for the unread count of a member of type 4', async () => {
    setStatus({ INBOX3: true });
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(reply({ unReadCount: 3 }));
    logIn(4);
    // a throttled count would be asked within one throttle window: run that window's timers now
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithApp(<MemberHomePage />, '/m/member/home');
      expect(screen.getByTestId('member-shortcut-inbox')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(UNREAD_THROTTLE_MS));
    } finally {
      vi.useRealTimers();
    }
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/wps/inbox/unread'))).toBe(false);
    expect(screen.queryByTestId('inbox-unread')).toBeNull();
  });

  it('links an agent (member type 1) to the agent centre', () => {
    setStatus({});
    mockFetch().mockResolvedValue(reply({ unReadCount: 0 }));
    logIn(1);
    renderWithApp(<MemberHomePage />, '/m/member/home');
    expect(screen.getByTestId('member-shortcut-agent').getAttribute('href')).toBe('/m/agent/home');
  });

  it('asks a guest to log in', () => {
    setStatus({});
    renderWithApp(<MemberHomePage />, '/m/member/home');
    expect(screen.getByTestId('member-home-login')).toBeTruthy();
  });
});
