/** The picker lists the brand's languages whose catalogs are complete (fixed here: km, zh, en, ar). */
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { statusAtom, store } from '@kernel';
import { makeStatus } from '@kernel/testing/status';
import LanguagePicker from './LanguagePicker';

vi.mock('@contracts/catalog-languages', () => ({ CATALOG_LANGUAGES: ['km', 'zh', 'en', 'ar'] }));

function listed(languages: ('km' | 'zh' | 'en' | 'ar' | 'ru' | 'th')[]): string[] {
  const status = makeStatus();
  status.info.site.languages = languages;
  store.set(statusAtom, status);
  render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <LanguagePicker />
      </I18nProvider>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Language' }));
  return screen.getAllByTestId(/^language-[a-z]{2}$/).map((b) => b.getAttribute('data-testid')?.replace('language-', '') ?? '');
}

describe('LanguagePicker', () => {
  it("offers only the brand's languages whose catalogs are complete", () => {
    expect(listed(['km', 'ru', 'en', 'th', 'ar'])).toEqual(['km', 'en', 'ar']);
  });

  it('offers each complete language the brand lists', () => {
    expect(listed(['zh', 'km'])).toEqual(['km', 'zh']);
  });
});
