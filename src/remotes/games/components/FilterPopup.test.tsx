import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { statusAtom, store } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { FilterPopup, type Filters, NO_FILTERS } from './FilterPopup';

const vendors = [
  { vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', gameClassify: [], mobileLargeIcon: '', img: '' },
  { vassalage: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG', gameClassify: [], mobileLargeIcon: '', img: '' },
];

function show(value: Filters = NO_FILTERS) {
  store.set(statusAtom, makeStatus());
  const onClose = vi.fn();
  const onApply = vi.fn();
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <FilterPopup
          open
          value={value}
          vendors={vendors}
          classifications={[{ value: 'BG', label: 'Bingo' }]}
          minBets={[10, 50]}
          minLines={[9, 243]}
          onClose={onClose}
          onApply={onApply}
        />
      </I18nProvider>
    </Provider>,
  );
  return { onClose, onApply };
}

describe('FilterPopup', () => {
  it('choosing a chosen item deselects it; Filter applies the choices', async () => {
    const { onApply } = show();
    const user = userEvent.setup();
    const pg = screen.getByRole('button', { name: 'PG Soft' });
    await user.click(pg);
    expect(pg.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'JDB Gaming' }));
    expect(pg.getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'JDB Gaming' }));
    expect(screen.getByRole('button', { name: 'JDB Gaming' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByRole('button', { name: '$0.50' }));
    await user.click(screen.getByRole('button', { name: '243' }));
    await user.click(screen.getByTestId('filter-apply'));
    expect(onApply).toHaveBeenCalledWith({ gameName: '', vendor: '', classify: '', minBet: '50', minLine: '243' });
  });

  it('Reset with nothing chosen just closes; with choices it clears them and stays open', async () => {
    const first = show();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('filter-reset'));
    expect(first.onClose).toHaveBeenCalledTimes(1);
    document.body.innerHTML = '';
    const second = show({ ...NO_FILTERS, vendor: 'PG' });
    await user.click(screen.getByTestId('filter-reset'));
    expect(second.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'PG Soft' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(screen.getByTestId('filter-reset'));
    expect(second.onClose).toHaveBeenCalledTimes(1);
  });
});
