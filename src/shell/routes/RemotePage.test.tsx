import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RemoteRegistration } from '@kernel';
import { Providers } from '../App';
import { RemotePage } from './RemotePage';

const loader = vi.hoisted(() => ({ load: vi.fn<(name: string) => Promise<RemoteRegistration>>(), reset: vi.fn() }));

vi.mock('../federation/loader', () => ({
  loadRegistration: loader.load,
  resetRemote: loader.reset,
}));

const wallet: RemoteRegistration = {
  name: 'wallet',
  nav: [],
  routes: [{ id: 'wallet.withdraw', key: 'withdraw', path: '/m/withdraw', title: { id: 'w' }, element: () => <p>withdraw page</p> }],
};

describe('a remote that cannot be loaded', () => {
  it('shows an error view with Retry in its area, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loader.load.mockRejectedValueOnce(new Error('remoteEntry.js 404')).mockResolvedValueOnce(wallet);
    await act(async () => {
      render(
        <Providers>
          <p>rest of the site</p>
          <RemotePage routeKey="withdraw" />
        </Providers>,
      );
    });
    const retry = await screen.findByTestId('remote-error-retry');
    expect(screen.getByText('rest of the site')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
    await act(async () => fireEvent.click(retry));
    expect(loader.reset).toHaveBeenCalledWith('wallet');
    expect(await screen.findByText('withdraw page')).toBeTruthy();
    expect(loader.load).toHaveBeenCalledTimes(2);
  });
});
