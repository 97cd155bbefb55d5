/**
 * useCaptcha with the captcha of the page's HTML (server/routes/site/first-screen-captcha.ts): the
 * form shows it without a call and takes it once; without one, or with one about to expire, or for
 * a form that asks only after a failure, the form calls for its own.
 */
import { BOOT_CAPTCHA_ID } from '@contracts/boot-html';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCaptcha } from './useCaptcha';

const fetched = { captchaId: 'fetched', image: 'data:image/png;base64,BBBB', expirationTime: Date.now() + 600_000, length: 4 };
const send = vi.hoisted(() => vi.fn());
vi.mock('../api/send', () => ({ sendAccountCall: send }));

function pageCaptcha(expiresInMs: number): void {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_CAPTCHA_ID;
  el.textContent = JSON.stringify({
    captchaId: 'from-page',
    image: 'data:image/png;base64,AAAA',
    expirationTime: Date.now() + expiresInMs,
    length: 4,
  });
  document.head.append(el);
}

afterEach(() => {
  document.getElementById(BOOT_CAPTCHA_ID)?.remove();
  send.mockReset();
});

describe('useCaptcha and the page captcha', () => {
  it("shows the page's captcha without a call, and takes it once", async () => {
    send.mockResolvedValue(fetched);
    pageCaptcha(300_000);
    const first = renderHook(() => useCaptcha(true));
    expect(first.result.current.captcha?.captchaId).toBe('from-page');
    expect(document.getElementById(BOOT_CAPTCHA_ID)).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(send).not.toHaveBeenCalled();
    // a form mounted later calls for its own
    const second = renderHook(() => useCaptcha(true));
    await waitFor(() => expect(second.result.current.captcha?.captchaId).toBe('fetched'));
    // a click on the picture: a new one
    first.result.current.refresh();
    await waitFor(() => expect(first.result.current.captcha?.captchaId).toBe('fetched'));
  });

  it('calls for a captcha when the page has none, or one about to expire', async () => {
    send.mockResolvedValue(fetched);
    pageCaptcha(5_000);
    const { result } = renderHook(() => useCaptcha(true));
    await waitFor(() => expect(result.current.captcha?.captchaId).toBe('fetched'));
    expect(send).toHaveBeenCalledOnce();
  });

  it('a form that asks only after a failure leaves the page captcha alone', () => {
    pageCaptcha(300_000);
    const { result } = renderHook(() => useCaptcha(false));
    expect(result.current.captcha).toBeNull();
    expect(document.getElementById(BOOT_CAPTCHA_ID)).not.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});
