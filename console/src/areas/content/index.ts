import { msg } from '@lingui/core/macro';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import './content.css';
import { ContentPage } from './ContentPage';

export const contentArea: ConsoleAreaDef = {
  path: 'content',
  label: msg`Content`,
  permission: 'content.read',
  element: createElement(ContentPage),
};
