/** Real-name verification: the state, the three pictures (JPEG or PNG, 5 MB each), the name and ID number. */
import type { RealNameValue } from '@contracts/wallet/security';
import { i18n } from '@lingui/core';
import { store, toastsAtom } from '@kernel';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as zh } from '../../locales/zh/messages';
import { bodyOf, callsTo, mockFetch, renderScreen, reply, serve, toastTexts } from '../../test-utils';
import { RealNamePanel } from './RealNamePanel';

const NONE: RealNameValue = { status: 'none', realName: null, idNumberMasked: null, uploads: { front: null, back: null, selfie: null } };
const at = '2026-11-20T08:30:00.000Z';
const BASE = '/wps/member/security/realname';
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3];
const file = (name: string, type: string, bytes: number[] | number) =>
  new File([typeof bytes === 'number' ? new Uint8Array(bytes) : new Uint8Array(bytes)], name, { type });
const choose = (kind: string, f: File) => fireEvent.change(screen.getByTestId(`real-name-${kind}`), { target: { files: [f] } });
const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));

describe('RealNamePanel', () => {
  afterEach(() => {
    store.set(toastsAtom, []);
    act(() => i18n.activate('en'));
  });

  it('shows the state and which pictures are in; a failed load says why, with Retry', async () => {
    const fetchMock = serve(mockFetch(), { [BASE]: reply(null, false, 'wallet.not.player') });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    const error = await screen.findByTestId('real-name-error');
    expect(error.textContent).toContain('Only player accounts have a wallet');
    serve(fetchMock, { [BASE]: reply({ ...NONE, status: 'rejected', uploads: { front: at, back: null, selfie: at } }) });
    await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('real-name-status')).textContent).toBe('Rejected');
    const labels = ['front', 'back', 'selfie'].map((k) => screen.getByTestId(`real-name-${k}`).closest('label')?.textContent?.trim());
    expect(labels).toEqual(['ID card, front ✓', 'ID card, back', 'Selfie holding the ID ✓']);
  });

  it('uploads a JPEG or PNG picture as base64 and shows it in', async () => {
    const fetchMock = mockFetch();
    let value = NONE;
    serve(fetchMock, {
      [`GET ${BASE}`]: () => reply(value),
      [`POST ${BASE}/upload`]: () => {
        value = { ...NONE, uploads: { ...NONE.uploads, front: at } };
        return reply(value);
      },
    });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    await screen.findByTestId('real-name-form');
    choose('front', file('front.png', 'image/png', PNG));
    await vi.waitFor(() => expect(toastTexts()).toContain('Image uploaded'));
    expect(bodyOf(callsTo(fetchMock, `${BASE}/upload`)[0])).toEqual({ kind: 'front', image: base64(PNG) });
    await vi.waitFor(() => expect(screen.getByTestId('real-name-front').closest('label')?.textContent).toContain('✓'));

    choose('back', file('back.jpg', 'image/jpeg', JPEG));
    await vi.waitFor(() => expect(callsTo(fetchMock, `${BASE}/upload`)).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, `${BASE}/upload`)[1])).toEqual({ kind: 'back', image: base64(JPEG) });
  });

  it('refuses a picture over 5 MB and one that is neither JPEG nor PNG (by its bytes) without sending it', async () => {
    const fetchMock = serve(mockFetch(), { [`GET ${BASE}`]: reply(NONE) });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    await screen.findByTestId('real-name-form');
    choose('front', file('big.png', 'image/png', 5_242_881));
    expect(toastTexts()).toEqual(['Each image may be at most 5 MB']);
    store.set(toastsAtom, []);
    choose('selfie', file('selfie.gif', 'image/gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2]));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Upload a JPEG or PNG image']));
    store.set(toastsAtom, []);
    // a name or a declared type is not the picture: the bytes are
    choose('back', file('back.png', 'image/png', [1, 2, 3, 4, 5, 6, 7, 8, 9]));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Upload a JPEG or PNG image']));
    expect(callsTo(fetchMock, `${BASE}/upload`)).toHaveLength(0);
  });

  it('a refused upload says why', async () => {
    serve(mockFetch(), { [`GET ${BASE}`]: reply(NONE), [`POST ${BASE}/upload`]: reply(null, false, 'wallet.upload.too.large') });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    await screen.findByTestId('real-name-form');
    choose('front', file('front.png', 'image/png', PNG));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Each image may be at most 5 MB']));
  });

  it('checks the full name and the ID number before sending', async () => {
    const fetchMock = serve(mockFetch(), { [`GET ${BASE}`]: reply(NONE) });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    const user = userEvent.setup();
    await screen.findByTestId('real-name-form');
    await user.click(screen.getByTestId('real-name-submit'));
    expect(screen.getByTestId('real-name-name-error').textContent).toBe('Enter 2 to 60 characters');
    expect(screen.getByTestId('real-name-id-error').textContent).toBe('Enter 6-20 letters or digits');
    for (const [typed, error] of [
      ['AB12', 'Enter 6-20 letters or digits'],
      ['AB-123456', 'Enter 6-20 letters or digits'],
      ['AB123456', null],
      ['A'.repeat(21), 'Enter 6-20 letters or digits'],
    ] as const) {
      await user.clear(screen.getByTestId('real-name-id'));
      await user.paste(typed);
      expect(screen.queryByTestId('real-name-id-error')?.textContent ?? null, typed).toBe(error);
    }
    await user.type(screen.getByTestId('real-name-name'), ' A ');
    expect(screen.getByTestId('real-name-name-error').textContent).toBe('Enter 2 to 60 characters');
    expect(callsTo(fetchMock, BASE).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the trimmed name and ID number; the state and the overview reload', async () => {
    const fetchMock = mockFetch();
    let value: RealNameValue = { ...NONE, uploads: { front: at, back: at, selfie: at } };
    serve(fetchMock, {
      [`GET ${BASE}`]: () => reply(value),
      [`POST ${BASE}`]: () => {
        value = { ...value, status: 'pending', realName: 'Alice Tan', idNumberMasked: '****3456' };
        return reply(value);
      },
    });
    const changed = vi.fn();
    renderScreen(<RealNamePanel onChanged={changed} />, '/m/securityCenter?s=realname');
    const user = userEvent.setup();
    expect((await screen.findByTestId('real-name-status')).textContent).toBe('Not verified');
    await user.type(screen.getByTestId('real-name-name'), ' Alice Tan ');
    await user.type(screen.getByTestId('real-name-id'), ' AB123456 ');
    await user.click(screen.getByTestId('real-name-submit'));
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(bodyOf(callsTo(fetchMock, BASE).find(([, init]) => init?.method === 'POST'))).toEqual({
      realName: 'Alice Tan',
      idNumber: 'AB123456',
    });
    expect(toastTexts()).toContain('Sent for verification');
    await vi.waitFor(() => expect(screen.getByTestId('real-name-status').textContent).toBe('Pending'));
  });

  it('a refusal says why and keeps the name and ID number', async () => {
    serve(mockFetch(), { [`GET ${BASE}`]: reply(NONE), [`POST ${BASE}`]: reply(null, false, 'wallet.realname.incomplete') });
    const changed = vi.fn();
    renderScreen(<RealNamePanel onChanged={changed} />, '/m/securityCenter?s=realname');
    const user = userEvent.setup();
    await screen.findByTestId('real-name-form');
    await user.type(screen.getByTestId('real-name-name'), 'Alice Tan');
    await user.type(screen.getByTestId('real-name-id'), 'AB123456');
    await user.click(screen.getByTestId('real-name-submit'));
    await vi.waitFor(() => expect(toastTexts()).toEqual(['Upload the ID front, back and a selfie first']));
    expect(screen.getByTestId('real-name-name')).toHaveProperty('value', 'Alice Tan');
    expect(screen.getByTestId('real-name-id')).toHaveProperty('value', 'AB123456');
    expect(changed).not.toHaveBeenCalled();
  });

  it('once verified nothing can be uploaded or sent', async () => {
    serve(mockFetch(), {
      [`GET ${BASE}`]: reply({
        status: 'verified',
        realName: 'Alice Tan',
        idNumberMasked: '****3456',
        uploads: { front: at, back: at, selfie: at },
      }),
    });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    expect((await screen.findByTestId('real-name-status')).textContent).toBe('Verified');
    for (const kind of ['front', 'back', 'selfie']) expect(screen.getByTestId(`real-name-${kind}`)).toHaveProperty('disabled', true);
    expect(screen.getByTestId('real-name-submit')).toHaveProperty('disabled', true);
  });

  it("the rules' messages come from the wallet's own catalog, in the player's language", async () => {
    i18n.load('zh', zh);
    act(() => i18n.activate('zh'));
    serve(mockFetch(), { [`GET ${BASE}`]: reply(NONE) });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    await screen.findByTestId('real-name-form');
    await userEvent.setup().click(screen.getByTestId('real-name-submit'));
    expect(screen.getByTestId('real-name-name-error').textContent).toBe('请输入 2 到 60 个字符');
    expect(screen.getByTestId('real-name-id-error').textContent).toBe('请输入 6-20 个字母或数字');
    expect(screen.getByTestId('real-name-status').textContent).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('after a failed upload the same picture can be chosen again (the input is emptied once read)', async () => {
    const fetchMock = mockFetch();
    serve(fetchMock, { [`GET ${BASE}`]: reply(NONE), [`POST ${BASE}/upload`]: () => Promise.reject(new TypeError('Failed to fetch')) });
    renderScreen(<RealNamePanel onChanged={() => {}} />, '/m/securityCenter?s=realname');
    const user = userEvent.setup();
    await screen.findByTestId('real-name-form');
    const input = screen.getByTestId('real-name-front') as HTMLInputElement;
    const picture = file('front.png', 'image/png', PNG);
    await user.upload(input, picture);
    await vi.waitFor(() => expect(toastTexts()).toEqual(['No internet connection or the connection is slow. Please try again.']));
    expect(input.value).toBe('');
    serve(fetchMock, {
      [`GET ${BASE}`]: reply(NONE),
      [`POST ${BASE}/upload`]: reply({ ...NONE, uploads: { ...NONE.uploads, front: at } }),
    });
    await user.upload(input, picture);
    await vi.waitFor(() => expect(toastTexts()).toContain('Image uploaded'));
  });
});
