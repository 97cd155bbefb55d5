import type { AgentHome as AgentHomeValue, TeamKpi } from '@contracts/agent/agent';
import { ERROR_CODES } from '@contracts/error-codes';
import type { FlagKey } from '@contracts/flags';
import { formatDate, formatMoney } from '@contracts/format';
import { languageAtom, store } from '@kernel';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME, KPI } from '../test-fixtures';
import { deferred, fakeServer, failure, ok, okResponse, renderScreen, reply, type ScreenOptions } from '../test-utils';
import AgentHome from './AgentHome';

const WITH_NEWS: AgentHomeValue = {
  profile: { ...HOME.profile, rebate: 250 },
  announcements: [
    { id: 1, title: 'New salary rules', content: '<p>From <b>Monday</b> the rate is higher.</p>', startDate: '2026-11-20T00:00:00.000Z' },
  ],
};
const WITH_SALARY: TeamKpi = {
  ...KPI,
  CurrentDailySalary: { rate: 120, minActive: 3, turnover: 50_000, activePlayers: 4, estimate: 60_000, lastPaid: 45_050 },
};

function renderHome(flags: Partial<Record<FlagKey, boolean>> = {}, home: AgentHomeValue = WITH_NEWS, kpi: TeamKpi = KPI) {
  const server = fakeServer({ '/wps/agent/home': ok(home), '/wps/agent/teamKpi': ok(kpi) });
  renderScreen(<AgentHome />, { flags });
  return server;
}

afterEach(() => {
  store.set(languageAtom, 'en');
});

describe('AgentHome', () => {
  it('shows the profile, the team, the period figures by tab, and the announcements as plain text', async () => {
    const server = renderHome();
    expect((await screen.findByTestId('agent-profile-name')).textContent).toBe('agent007');
    expect(screen.getByTestId('agent-profile').textContent).toContain('boss1');
    expect(screen.getByTestId('agent-profile').textContent).toContain('3 / 10');
    expect(screen.getByTestId('agent-profile-rebate').textContent).toBe('2.50%');
    expect((await screen.findByTestId('agent-team-direct')).textContent).toBe('5');
    expect(screen.getByTestId('agent-team-total').textContent).toBe('17');
    expect(screen.getByTestId('agent-kpi-figures-active').textContent).toBe('4');
    expect(screen.getByTestId('agent-kpi-figures-turnover').textContent).toBe('$123.45');
    await userEvent.click(screen.getByRole('tab', { name: 'This month' }));
    expect(screen.getByRole('tab', { name: 'This month' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('agent-kpi-figures-active').textContent).toBe('21');
    expect(screen.getByTestId('agent-kpi-figures-turnover').textContent).toBe('$4,000.00');
    expect(screen.getByTestId('agent-salary').textContent).toContain('No active daily salary contract');
    const [note] = screen.getAllByTestId('agent-announcement');
    expect(note?.textContent).toContain('New salary rules');
    expect(note?.textContent).toContain(formatDate('2026-11-20T00:00:00.000Z', 'en'));
    expect(note?.textContent).toContain('From Monday the rate is higher.');
    expect(note?.querySelector('b')).toBeNull();
    expect(server.paths().sort()).toEqual(['/wps/agent/home', '/wps/agent/teamKpi']);
    expect(server.calls('/wps/agent/teamKpi')[0]?.query.get('moduleId')).toBe('AGEINFO3');
  });

  it('leaves out what the brand turned off: no team figures call, no announcements, no downline or referral shortcut', async () => {
    const server = renderHome({ AGEINFO3: false, AGEANNOUNCE3: false, AGEDOWNMAN3: false, AFFMAN3: false });
    await screen.findByTestId('agent-profile-name');
    expect(screen.queryByTestId('agent-kpi')).toBeNull();
    expect(screen.queryByTestId('agent-announcements')).toBeNull();
    const shortcuts = within(screen.getByRole('navigation', { name: 'Agent shortcuts' }));
    expect(shortcuts.queryByTestId('agent-shortcut-agentDownlines')).toBeNull();
    expect(shortcuts.queryByTestId('agent-shortcut-agentReferral')).toBeNull();
    expect(shortcuts.getByTestId('agent-shortcut-salaryContract')).toBeTruthy();
    expect(server.paths()).toEqual(['/wps/agent/home']);
  });

  it('with every flag on, links the downlines, referral and the three contract screens', async () => {
    renderHome();
    await screen.findByTestId('agent-profile-name');
    const links = within(screen.getByRole('navigation', { name: 'Agent shortcuts' }))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('href'), a.textContent]);
    expect(links).toEqual([
      ['/m/agent/downlines', 'Downline management'],
      ['/m/agent/referral', 'Referral link'],
      ['/m/member/agent/getSalaryContract', 'Daily salary contract'],
      ['/m/member/agent/getDevidendContract', 'Dividend contract'],
      ['/m/member/agent/getHourContract', 'Hourly salary contract'],
    ]);
  });

  it('shows the active daily salary: its rate, today’s estimate and what was paid for yesterday', async () => {
    renderHome({}, WITH_NEWS, WITH_SALARY);
    const salary = await screen.findByTestId('agent-salary');
    expect(salary.textContent).toContain('Rate1.20%');
    expect(screen.getByTestId('agent-salary-estimate').textContent).toBe('$600.00');
    expect(salary.textContent).toContain('Paid for yesterday$450.50');
    expect(salary.textContent).not.toContain('No active daily salary contract');
  });

  it('a top agent has no upline row, and no announcement says so', async () => {
    renderHome({}, { profile: { ...HOME.profile, upline: null }, announcements: [] });
    const profile = await screen.findByTestId('agent-profile');
    expect(profile.textContent).not.toContain('Upline');
    expect(screen.getByTestId('agent-announcements').textContent).toContain('No announcement');
    expect(screen.queryByTestId('agent-announcement')).toBeNull();
  });
});

describe('AgentHome: loading and errors', () => {
  it('shows a skeleton until the profile arrives', async () => {
    const held = deferred<Response>();
    fakeServer({ '/wps/agent/home': reply(() => held.promise), '/wps/agent/teamKpi': ok(KPI) });
    renderScreen(<AgentHome />);
    expect(screen.getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('agent-profile')).toBeNull();
    held.resolve(okResponse(HOME));
    expect((await screen.findByTestId('agent-profile-name')).textContent).toBe('agent007');
  });

  it("the profile's error shows the server's text with Retry; the team figures still show; Retry brings the profile", async () => {
    let fail = true;
    fakeServer({
      '/wps/agent/home': reply(() => (fail ? failure('agent.not.agent', 403) : okResponse(HOME))),
      '/wps/agent/teamKpi': ok(KPI),
    });
    renderScreen(<AgentHome />);
    const error = await screen.findByTestId('agent-home-profile-error');
    expect(error.textContent).toContain('This is for agent accounts only');
    expect(await screen.findByTestId('agent-team-direct')).toBeTruthy();
    expect(screen.queryByTestId('agent-announcements')).toBeNull();
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('agent-profile-name')).textContent).toBe('agent007');
    expect(screen.queryByTestId('agent-home-profile-error')).toBeNull();
  });

  it("the team figures' error has its own Retry and leaves the profile in place", async () => {
    let fail = true;
    const server = fakeServer({
      '/wps/agent/home': ok(HOME),
      '/wps/agent/teamKpi': reply(() => (fail ? failure(ERROR_CODES.rateLimited, 429) : okResponse(KPI))),
    });
    renderScreen(<AgentHome />);
    const error = await screen.findByTestId('agent-kpi-error');
    expect(error.textContent).toContain('Too many requests, please wait a moment');
    expect(screen.getByTestId('agent-profile-name').textContent).toBe('agent007');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('agent-team-total')).textContent).toBe('17');
    expect(server.calls('/wps/agent/home')).toHaveLength(1);
  });
});

describe('AgentHome: money follows the brand currency and the language', () => {
  const turnoverIn = async (options: ScreenOptions) => {
    fakeServer({ '/wps/agent/home': ok(HOME), '/wps/agent/teamKpi': ok(KPI) });
    renderScreen(<AgentHome />, options);
    return (await screen.findByTestId('agent-kpi-figures-turnover')).textContent;
  };

  it('a currency without minor units shows whole amounts with its symbol', async () => {
    const riel = { code: 'KHR', symbol: '៛', minorUnits: 0 };
    const text = await turnoverIn({ currency: riel });
    expect(text).toBe(formatMoney(12_345, riel, 'en'));
    expect(text).toContain('12,345');
    expect(text).toContain('៛');
  });

  it("amounts and rates are written in the active language's way", async () => {
    store.set(languageAtom, 'vi');
    const text = await turnoverIn({});
    expect(text).toBe(formatMoney(12_345, { code: 'USD', symbol: '$', minorUnits: 2 }, 'vi'));
    expect(text).toContain('123,45');
    expect(screen.getByTestId('agent-profile-rebate').textContent).toContain('2,00');
  });
});
