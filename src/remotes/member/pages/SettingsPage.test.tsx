import type { MemberInfo } from '@contracts/account/member';
import { clearSessionAtom, loginAtom, memberInfoAtom, store } from '@kernel';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHostPartsForTests, mockFetch, renderWithApp, reply, setStatus } from '../../../shell/account/test-utils';
import SettingsPage from './SettingsPage';

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

describe('settings: payee name', () => {
  // the host's parts the page borrows, in as the remote's register entry has them
  beforeAll(() => loadHostPartsForTests());

  afterEach(() => {
    act(() => store.set(clearSessionAtom));
  });

  it("checks the brand's registration rule before sending: markup is refused with the rule's message, a name is saved", async () => {
    setStatus({ PROFPIC3: false }, (s) => {
      s.info.register.payeeName = { enabled: false, required: false, minLength: 2, maxLength: 40, patternId: 'name' };
    });
    store.set(loginAtom, { token: 'tok', merchantCode: 'ROYAL01', userName: 'alice1', type: 0, firstTimeLogin: false });
    store.set(memberInfoAtom, INFO);
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(reply({ ...INFO, payeeName: 'Lucky Tan' }));
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />, '/m/set');
    await user.type(screen.getByTestId('set-payeeName'), '<b>Tan</b>');
    await user.click(screen.getByTestId('set-payeeName-save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter 2-40 letters');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId('set-payeeName'));
    await user.type(screen.getByTestId('set-payeeName'), 'Lucky Tan');
    await user.click(screen.getByTestId('set-payeeName-save'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/wps/member/info/payee');
  });
});
