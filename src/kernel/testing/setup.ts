/** Client test setup: English catalog active, DOM and storage reset between tests. */
import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { messages } from '../../locales/en/messages';

i18n.load('en', messages);
i18n.activate('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
