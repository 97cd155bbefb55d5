import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrMatrix, qrPath } from '../lib/qr';
import { AFFILIATE } from '../test-fixtures';
import { deferred, fakeServer, failure, ok, okResponse, renderScreen, reply, toastTexts } from '../test-utils';
import Referral from './Referral';

const AFFILIATE_PATH = '/wps/agent/affiliate';
const renderReferral = () => renderScreen(<Referral />, { path: '/m/agent/referral' });

/** Gives the page a clipboard whose writeText does `write`. */
function clipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

describe('Referral', () => {
  it('shows a skeleton while loading, then the code, the full registration link, its QR code and the registrations', async () => {
    const held = deferred<Response>();
    const server = fakeServer({ [AFFILIATE_PATH]: reply(() => held.promise) });
    renderReferral();
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    held.resolve(okResponse(AFFILIATE));
    const link = `${window.location.origin}/m/register?affiliateCode=80000001`;
    expect((await screen.findByTestId('referral-link')).textContent).toBe(link);
    expect(screen.queryByTestId('skeleton')).toBeNull();
    expect(screen.getByTestId('referral-code').textContent).toBe('80000001');
    expect(screen.getByTestId('referral-registrations').textContent).toBe('12');
    expect(screen.getByTestId('agent-referral').textContent).toContain('This month3');
    const qr = screen.getByRole('img', { name: 'QR code of the referral link' });
    const matrix = qrMatrix(link);
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${matrix.length + 8} ${matrix.length + 8}`);
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(matrix));
    expect(server.calls(AFFILIATE_PATH).map((c) => c.query.get('moduleId'))).toEqual(['AFFMAN3']);
  });

  it('copies the code and the link, and says "Copied"', async () => {
    fakeServer({ [AFFILIATE_PATH]: ok(AFFILIATE) });
    const writeText = clipboard(async () => {});
    renderReferral();
    fireEvent.click(await screen.findByTestId('referral-copy-code'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Copied']));
    fireEvent.click(screen.getByTestId('referral-copy-link'));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls).toEqual([['80000001'], [`${window.location.origin}${AFFILIATE.registerPath}`]]);
  });

  it('without clipboard access, offers the text to copy by hand with the spec prompt', async () => {
    fakeServer({ [AFFILIATE_PATH]: ok(AFFILIATE) });
    clipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue(null);
    renderReferral();
    fireEvent.click(await screen.findByTestId('referral-copy-code'));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledWith('Copy to clipboard: Ctrl+C or Cmd+C, then Enter', '80000001'));
    expect(toastTexts()).toEqual([]);
  });

  it("shows the server's error with Retry, and the referral once a retry works", async () => {
    let fail = true;
    fakeServer({ [AFFILIATE_PATH]: reply(() => (fail ? failure('agent.not.agent', 403) : okResponse(AFFILIATE))) });
    renderReferral();
    const error = await screen.findByTestId('referral-error');
    expect(error.textContent).toContain('This is for agent accounts only');
    expect(screen.queryByTestId('referral-qr')).toBeNull();
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('referral-code')).textContent).toBe('80000001');
  });

  it('an answer that is not the contract shape is an error, not a half-drawn page', async () => {
    fakeServer({ [AFFILIATE_PATH]: ok({ affiliateCode: '80000001' }) });
    renderReferral();
    expect((await screen.findByTestId('referral-error')).textContent).toContain('Unknown error');
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });
});
