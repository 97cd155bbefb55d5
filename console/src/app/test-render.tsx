/** Renders a console component as the app does: inside the console's Lingui provider (a rerender keeps it). */
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { i18n } from './i18n';

function WithConsoleI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export function renderInConsole(ui: ReactElement) {
  return render(ui, { wrapper: WithConsoleI18n });
}
