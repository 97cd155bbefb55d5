/** Dates in the console's language, through the project's one formatting module. */
import { useLingui } from '@lingui/react';
import { formatDateTime } from '../../../src/contracts/format/dates';

export function useDateTime(): (iso: string) => string {
  const { i18n } = useLingui();
  const lang = i18n.locale === 'zh' ? 'zh' : 'en';
  return (iso) => formatDateTime(iso, lang);
}
