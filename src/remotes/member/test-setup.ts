/** Client test setup (after the kernel's): the member area's English catalog, which the site loads with its pages. */
import { i18n } from '@lingui/core';
import { messages } from './locales/en/messages';

i18n.load('en', messages);
