import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statusAtom, store } from '@kernel';
import { makeStatus } from '../../kernel/testing/status';
import { Providers } from '../App';
import { AppRoutes } from './AppRoutes';

vi.mock('../federation/loader', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../federation/loader')>()),
  loadRegistration: () => new Promise(() => undefined),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

async function renderAt(path: string) {
  store.set(statusAtom, makeStatus());
  await act(async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </Providers>,
    );
  });
  return screen.getByTestId('where').textContent;
}

describe('routes', () => {
  // routing only: home's content calls stay pending instead of failing against no server
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
  });

  it.each(['/m/nope', '/m/a/b/c', '/', '/m', '/m/', '/m/index', '/m/index.html'])('%s lands on /m/home', async (path) => {
    expect(await renderAt(path)).toBe('/m/home');
  });

  it('keeps the query when sending home (e.g. ?lang=)', async () => {
    expect(await renderAt('/?lang=en')).toBe('/m/home?lang=en');
  });

  it('a member route sends a guest to log in', async () => {
    expect(await renderAt('/m/withdraw')).toBe('/m/login');
  });

  it('/m/rewardCenter with REWCEN3 off shows contact service and goes home', async () => {
    store.set(statusAtom, makeStatus({ flags: { REWCEN3: false } }));
    await act(async () => {
      render(
        <Providers>
          <MemoryRouter initialEntries={['/m/rewardCenter']}>
            <AppRoutes />
            <Where />
          </MemoryRouter>
        </Providers>,
      );
    });
    expect(screen.getByTestId('where').textContent).toBe('/m/home');
  });
});
