import type { ContractRequests } from '@contracts/agent/agent';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderScreen } from '../test-utils';
import ContractPrompt from './ContractPrompt';

const CHECK = '/wps/member/info/funds/consolidated';
const TITLES = {
  salary: 'Daily salary agent: you have a new daily salary contract request',
  dividend: 'Dividend agent: you have a new dividend contract request',
  hourly: 'Hour salary agent: you have a new hourly salary contract request',
};

function renderPrompt(requests: ContractRequests) {
  const server = fakeServer({ [CHECK]: ok(requests) });
  renderScreen(<ContractPrompt />, { path: '/m/home' });
  return server;
}

describe('ContractPrompt', () => {
  it('asks once per pending kind, in turn, with the spec titles; cancel goes to the next, then nothing', async () => {
    const server = renderPrompt({ dailysalreqtype: 1, divtypecompperiodreq: 0, contracthoursalreq: 2 });
    expect((await screen.findByRole('dialog')).getAttribute('aria-label')).toBe(TITLES.salary);
    expect(screen.getByTestId('contract-prompt-salary')).toBeTruthy();
    await userEvent.click(screen.getByTestId('contract-prompt-cancel'));
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe(TITLES.hourly);
    expect(screen.getByTestId('contract-prompt-hourly')).toBeTruthy();
    await userEvent.click(screen.getByTestId('contract-prompt-cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
    expect(server.calls(CHECK)).toHaveLength(1);
  });

  it('go opens the contract screen of the kind asked about', async () => {
    renderPrompt({ dailysalreqtype: 0, divtypecompperiodreq: 3, contracthoursalreq: 0 });
    expect((await screen.findByRole('dialog')).getAttribute('aria-label')).toBe(TITLES.dividend);
    await userEvent.click(screen.getByTestId('contract-prompt-go'));
    expect(screen.getByTestId('location').textContent).toBe('/m/member/agent/getDevidendContract');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('go on the first of two opens its screen and the second is still asked', async () => {
    renderPrompt({ dailysalreqtype: 0, divtypecompperiodreq: 1, contracthoursalreq: 1 });
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('contract-prompt-go'));
    expect(screen.getByTestId('location').textContent).toBe('/m/member/agent/getDevidendContract');
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe(TITLES.hourly);
  });

  it('Escape closes one request like cancel and shows the next', async () => {
    renderPrompt({ dailysalreqtype: 1, divtypecompperiodreq: 1, contracthoursalreq: 0 });
    expect((await screen.findByRole('dialog')).getAttribute('aria-label')).toBe(TITLES.salary);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog').getAttribute('aria-label')).toBe(TITLES.dividend);
    expect(screen.getByTestId('location').textContent).toBe('/m/home');
  });
});
