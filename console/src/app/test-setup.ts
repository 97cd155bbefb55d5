/** The console's component tests: its English catalog active, the DOM and storage reset between tests. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { componentWaitMs } from '../../../scripts/lib/slowness.mjs';
import { i18n } from './i18n';
import { messages } from '../locales/en/messages';

i18n.load('en', messages);
i18n.activate('en');

// findBy* and waitFor: 2 s at speed factor 1, stretched by the factor
configure({ asyncUtilTimeout: componentWaitMs() });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
