import type { HelpEntry, PlayerNotice } from '@contracts/content/calls';
import { plainText } from '@contracts/content/html';
import { sessionInfoAtom, store, tokenAtom } from '@kernel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitize } from './components/SafeHtml';
import { badgeText, isReadAtom, markReadAtom, unreadCountAtom, noticesAtom, locallyReadAtom } from './state/notices';
import { preselect } from './state/useHelp';

const notice = (id: number, read = false): PlayerNotice => ({
  id,
  type: 'PL',
  groupName: null,
  linkedPromotionId: null,
  title: `N${id}`,
  content: '<p>x</p>',
  startDate: '2026-11-01T00:00:00.000Z',
  endDate: null,
  noExpiry: 1,
  imageRequired: 'N',
  remarkRequired: 'N',
  url: null,
  promoAnnouncementCategoryIds: [],
  announcementImages: [],
  rewardAmount: null,
  turnoverMultiple: 0,
  sortOrder: 0,
  read,
});

describe('notice badge and read state', () => {
  const calls: number[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    calls.length = 0;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      calls.push((JSON.parse(String(init.body)) as { announcementId: number }).announcementId);
      return new Response(
        JSON.stringify({ success: true, code: 'ok', message: '', value: { announcementId: 1, read: true, unreadCount: 0 } }),
      );
    });
    store.set(noticesAtom, [notice(1), notice(2), notice(3, true)]);
    store.set(locallyReadAtom, new Set());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    store.set(tokenAtom, null);
    store.set(sessionInfoAtom, null);
  });

  it('shows 99+ above 99', () => {
    expect([badgeText(5), badgeText(99), badgeText(100)]).toEqual(['5', '99', '99+']);
  });

  it('marks once, optimistically, synced at most once per 150 ms; only with a session and type != 4', async () => {
    store.set(markReadAtom, notice(1));
    expect(store.get(unreadCountAtom)).toBe(2);
    expect(calls).toEqual([]);

    store.set(tokenAtom, 'tok');
    store.set(sessionInfoAtom, { token: 'tok', merchantCode: 'ROYAL01', userName: 'a', type: 4, firstTimeLogin: false });
    store.set(markReadAtom, notice(1));
    expect(store.get(unreadCountAtom)).toBe(2);

    store.set(sessionInfoAtom, { token: 'tok', merchantCode: 'ROYAL01', userName: 'a', type: 0, firstTimeLogin: false });
    store.set(markReadAtom, notice(1));
    store.set(markReadAtom, notice(1));
    store.set(markReadAtom, notice(2));
    expect(store.get(unreadCountAtom)).toBe(0);
    expect(store.get(isReadAtom)(notice(1))).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([1]);
    await vi.advanceTimersByTimeAsync(150);
    expect(calls).toEqual([1, 2]);
    store.set(markReadAtom, notice(3, true));
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toEqual([1, 2]);
  });
});

describe('help preselection', () => {
  const entries = ['about', 'deposit', 'terms'].map(
    (tag, i): HelpEntry => ({
      id: i + 1,
      tag,
      title: tag,
      content: '',
      children: [
        { title: 'a', content: '' },
        { title: 'b', content: '' },
      ],
    }),
  );
  it('takes tag, then i, then the first; c only when that sub-item exists', () => {
    expect(preselect(entries, new URLSearchParams('tag=terms'))).toEqual({ index: 2, child: null });
    expect(preselect(entries, new URLSearchParams('i=1&c=1'))).toEqual({ index: 1, child: 1 });
    expect(preselect(entries, new URLSearchParams('i=9&c=5'))).toEqual({ index: 0, child: null });
    expect(preselect(entries, new URLSearchParams('tag=nope'))).toEqual({ index: 0, child: null });
    expect(preselect(entries, new URLSearchParams(''))).toEqual({ index: 0, child: null });
  });
});

describe('HTML when rendered', () => {
  it('removes scripts, handlers, javascript: links and styles', () => {
    const out = sanitize(
      '<p onclick="x()" style="position:fixed">Hi<script>x()</script><a href="javascript:x()">a</a><style>*{}</style><img src=x onerror=x()></p>',
    );
    expect(out).toBe('<p>Hi<a>a</a><img></p>');
    expect(plainText('<p>A &amp; B</p><script>x</script><br>C')).toBe('A & B C');
  });
});
