import { msg } from '@lingui/core/macro';
import '../cashier/desk.css';
import { createElement } from 'react';
import type { ConsoleAreaDef } from '../../app/area';
import { BrandsPage } from './BrandsPage';

export const brandsArea: ConsoleAreaDef = {
  path: 'brands',
  label: msg`Brands`,
  permission: 'brands.read',
  element: createElement(BrandsPage),
};
