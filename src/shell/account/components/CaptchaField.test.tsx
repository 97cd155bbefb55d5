import { store, toastsAtom } from '@kernel';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaState } from '../hooks/useCaptcha';
import { renderWithApp, setStatus } from '../test-utils';
import { CaptchaField } from './CaptchaField';

const captcha = { captchaId: 'cap12345', image: 'data:image/png;base64,broken', expirationTime: Date.now() + 60_000, length: 6 };
const state = (o: Partial<CaptchaState>): CaptchaState => ({
  required: true,
  captcha,
  failed: false,
  refresh: vi.fn(),
  require: vi.fn(),
  ...o,
});
const toastIds = () => store.get(toastsAtom).map((t) => (typeof t.message === 'string' ? t.message : t.message.id));

afterEach(() => store.set(toastsAtom, []));

describe('captcha image that fails to load (spec messages)', () => {
  it('a picture that does not load: the box says so, a toast names the connection, a tap asks again', () => {
    setStatus({});
    const s = state({});
    renderWithApp(<CaptchaField state={s} value="" onValue={() => {}} />);
    expect(screen.queryByTestId('captcha-failed')).toBeNull();
    act(() => {
      fireEvent.error(screen.getByAltText('Captcha'));
    });
    expect(screen.queryByAltText('Captcha')).toBeNull();
    expect(screen.getByTestId('captcha-failed').textContent).toBe('New captcha image');
    expect(toastIds()).toContain('network_error');
    fireEvent.click(screen.getByTestId('captcha-image'));
    expect(s.refresh).toHaveBeenCalled();
  });

  it('a captcha call that failed (no image) says so too; a working image says nothing', () => {
    setStatus({});
    const first = renderWithApp(<CaptchaField state={state({ captcha: null, failed: true })} value="" onValue={() => {}} />);
    expect(screen.getByTestId('captcha-failed')).toBeTruthy();
    expect(toastIds()).toContain('network_error');
    first.unmount();
    renderWithApp(<CaptchaField state={state({ captcha: { ...captcha, captchaId: 'cap2' } })} value="" onValue={() => {}} />);
    expect(screen.queryByTestId('captcha-failed')).toBeNull();
  });
});
