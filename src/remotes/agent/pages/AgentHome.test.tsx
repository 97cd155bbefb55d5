import type { AgentHome as AgentHomeValue, Figures, TeamKpi } from '@contracts/agent/agent';
import type { FlagKey } from '@contracts/flags';
import { statusAtom, store } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import AgentHome from './AgentHome';

const HOME: AgentHomeValue = {
  profile: {
    username: 'agent007',
    memberType: 1,
    level: 2,
    upline: 'boss1',
    rebate: 250,
    quota: 10,
    quotaUsed: 3,
    affiliateCode: 'AB12CD',
  },
  announcements: [
    { id: 1, title: 'New salary rules', content: '<p>From <b>Monday</b> the rate is higher.</p>', startDate: '2026-11-20T00:00:00.000Z' },
  ],
};
const figures = (turnover: number, activePlayers: number): Figures => ({
  from: '2026-11-26',
  to: '2026-11-26',
  turnover,
  deposits: 5_000,
  netWin: -1_200,
  activePlayers,
  newMembers: 1,
});
const KPI: TeamKpi = {
  TeamKPIA: figures(12_345, 4),
  TeamKPIB: figures(98_700, 9),
  TeamKPIC: figures(400_000, 21),
  Subordinate: { direct: 5, total: 17, agents: 2, players: 15 },
  CurrentDailySalary: { rate: null, minActive: null, turnover: 0, activePlayers: 0, estimate: 0, lastPaid: 0 },
};

const reply = (value: unknown) =>
  new Response(JSON.stringify({ success: true, code: 'ok', message: '', value }), { headers: { 'Content-Type': 'application/json' } });

function renderHome(flags: Partial<Record<FlagKey, boolean>> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (url) => reply(String(url).includes('/wps/agent/teamKpi') ? KPI : HOME));
  vi.stubGlobal('fetch', fetchMock);
  store.set(statusAtom, makeStatus({ flags }));
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/m/agent/home']}>
          <AgentHome />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return fetchMock;
}

const calledPaths = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) =>
  fetchMock.mock.calls.map((c) => new URL(String(c[0]), 'http://x').pathname);

describe('AgentHome', () => {
  it('shows the profile, the team, the period figures by tab, and the announcements as plain text', async () => {
    const fetchMock = renderHome();
    expect((await screen.findByTestId('agent-profile-name')).textContent).toBe('agent007');
    expect(screen.getByTestId('agent-profile').textContent).toContain('boss1');
    expect(screen.getByTestId('agent-profile').textContent).toContain('3 / 10');
    expect((await screen.findByTestId('agent-team-direct')).textContent).toBe('5');
    expect(screen.getByTestId('agent-team-total').textContent).toBe('17');
    expect(screen.getByTestId('agent-kpi-figures-active').textContent).toBe('4');
    const today = screen.getByTestId('agent-kpi-figures-turnover').textContent;
    await userEvent.setup().click(screen.getByRole('tab', { name: 'This month' }));
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('agent-kpi-figures-active').textContent).toBe('21');
    expect(screen.getByTestId('agent-kpi-figures-turnover').textContent).not.toBe(today);
    expect(screen.getByTestId('agent-salary').textContent).toContain('No active daily salary contract');
    const [note] = screen.getAllByTestId('agent-announcement');
    expect(note?.textContent).toContain('New salary rules');
    expect(note?.textContent).toContain('From Monday the rate is higher.');
    expect(note?.querySelector('b')).toBeNull();
    expect(calledPaths(fetchMock).sort()).toEqual(['/wps/agent/home', '/wps/agent/teamKpi']);
  });

  it('leaves out what the brand turned off: no team figures call, no announcements, no downline or referral shortcut', async () => {
    const fetchMock = renderHome({ AGEINFO3: false, AGEANNOUNCE3: false, AGEDOWNMAN3: false, AFFMAN3: false });
    await screen.findByTestId('agent-profile-name');
    expect(screen.queryByTestId('agent-kpi')).toBeNull();
    expect(screen.queryByTestId('agent-announcements')).toBeNull();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Agent shortcuts' }));
    expect(shortcuts.queryByTestId('agent-shortcut-agentDownlines')).toBeNull();
    expect(shortcuts.queryByTestId('agent-shortcut-agentReferral')).toBeNull();
    expect(shortcuts.getByTestId('agent-shortcut-salaryContract')).toBeTruthy();
    expect(calledPaths(fetchMock)).toEqual(['/wps/agent/home']);
  });

  it('with every flag on, links the downlines and referral screens', async () => {
    renderHome();
    await screen.findByTestId('agent-profile-name');
    const links = within(screen.getByRole('navigation', { name: 'Agent shortcuts' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toContain('/m/agent/downlines');
    expect(links).toContain('/m/agent/referral');
  });
});
