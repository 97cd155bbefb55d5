/** Inbox: a body written in HTML reads formatted and sanitised, never as raw tags; text stays text. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadHostPartsForTests, renderWithApp, setStatus } from '../../../shell/account/test-utils';
import { memberApi } from '../api/member';
import InboxPage from './InboxPage';

const at = '2026-11-20T10:00:00.000Z';
const HTML_BODY =
  '<p>Your <b>bonus</b> is ready.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">go</a>';

describe('InboxPage', () => {
  // the host's parts the page borrows, in as the remote's register entry has them
  beforeAll(() => loadHostPartsForTests());

  it('renders an HTML body sanitised (no tags as text, no script or handler), a text body as text', async () => {
    setStatus({ INBOX3: true });
    vi.spyOn(memberApi, 'inbox').mockResolvedValue({
      list: [
        { id: 2, title: 'Welcome bonus', body: HTML_BODY, createdAt: at, read: true, kind: 'message' },
        { id: 1, title: 'Plain', body: 'a < b\nsecond line', createdAt: at, read: true, kind: 'message' },
      ],
      pageNo: 1,
      totalPages: 1,
      unReadCount: 0,
    });
    const user = userEvent.setup();
    renderWithApp(<InboxPage />, '/m/member/inbox');
    await user.click(await screen.findByTestId('inbox-message-2'));
    const body = screen.getByTestId('inbox-body');
    expect(body.textContent).toBe('Your bonus is ready.go');
    expect(body.textContent).not.toContain('<');
    expect(body.querySelector('b')?.textContent).toBe('bonus');
    expect(body.querySelector('script, [onerror]')).toBeNull();
    expect(body.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();

    await user.click(screen.getByTestId('inbox-message-1'));
    const text = screen.getByTestId('inbox-body');
    expect(text.textContent).toBe('a < b\nsecond line');
    expect(text.children).toHaveLength(0);
  });
});
