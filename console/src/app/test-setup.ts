/** The console's component tests: its English catalog active, the DOM and storage reset between tests. */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { parseSlowness } from '../../../scripts/lib/slowness.mjs';
import { i18n } from './i18n';
import { messages } from '../locales/en/messages';

i18n.load('en', messages);
i18n.activate('en');

// findBy* and waitFor wait up to 2 s at speed factor 1 (Testing Library's default is 1 s, which a
// lazy chunk's first import can pass on a loaded machine), stretched by the run's factor
configure({ asyncUtilTimeout: 2000 * (parseSlowness(process.env.TEST_SLOWNESS) ?? 1) });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
