/** The console's component tests: its English catalog active, the DOM and storage reset between tests. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from './i18n';
import { messages } from '../locales/en/messages';

i18n.load('en', messages);
i18n.activate('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
