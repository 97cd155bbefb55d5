import { openCustomerService } from '@kernel';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setStatus } from '../account/test-utils';
import { SideMenuItemView } from './SideMenuItem';
import { SIDE_MENU } from './side-menu-table';

vi.mock('@kernel', async (original) => ({ ...(await original<typeof import('@kernel')>()), openCustomerService: vi.fn(async () => true) }));

const item = SIDE_MENU.find((i) => i.action === 'customerService');
if (!item) throw new Error('no customer-service item');
const withService = (...types: string[]) =>
  setStatus({}, (s) => {
    s.info.customerService = types.map((csType) => ({ csType, path: `enc-${csType}` }));
  });

afterEach(() => vi.mocked(openCustomerService).mockClear());

describe('side menu customer service: the chooser (LINE, Telegram, Facebook, live chat where configured)', () => {
  it('lists the configured chooser entries (never Messenger) and opens the one chosen', async () => {
    withService('MESSENGER', 'FACEBOOK', 'TELEGRAM', 'LINE', 'LIVECHAT');
    const onDone = vi.fn();
    renderWithApp(<SideMenuItemView item={item} url={undefined} onDone={onDone} />);
    expect(screen.queryByTestId('cs-chooser')).toBeNull();
    await userEvent.click(screen.getByTestId('side-menu-item-customerService'));
    expect(screen.getByTestId('cs-chooser').textContent).toBe('Live chatLINETelegramFacebook');
    expect(openCustomerService).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('cs-choice-line'));
    expect(vi.mocked(openCustomerService).mock.calls[0]?.[1]).toBe('LINE');
    expect(onDone).toHaveBeenCalled();
  });

  it('with one chooser entry (or none) opens at once', async () => {
    withService('MESSENGER', 'TELEGRAM');
    renderWithApp(<SideMenuItemView item={item} url={undefined} onDone={() => {}} />);
    await userEvent.click(screen.getByTestId('side-menu-item-customerService'));
    expect(screen.queryByTestId('cs-chooser')).toBeNull();
    expect(vi.mocked(openCustomerService).mock.calls[0]?.[1]).toBe('TELEGRAM');
  });
});
