/** Names staff read for content kinds, states and languages. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentKind } from './schemas';

export const KIND_LABELS: Record<ContentKind, MessageDescriptor> = {
  PL: msg`Notices`,
  B: msg`Banners`,
  PU: msg`Pop-ups`,
  PR: msg`Promotions`,
  H: msg`Hot items`,
};

const STATE_LABELS = {
  scheduled: msg`Scheduled`,
  live: msg`Live`,
  ended: msg`Ended`,
  unpublished: msg`Unpublished`,
  deleted: msg`Deleted`,
} as const satisfies Record<string, MessageDescriptor>;

export function stateLabel(state: keyof typeof STATE_LABELS): MessageDescriptor {
  return STATE_LABELS[state];
}

/** Each language in its own name, as the brand's players choose it. */
export const LANGUAGE_NAMES: Record<string, string> = {
  km: 'ខ្មែរ',
  zh: '简体中文',
  en: 'English',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
  my: 'မြန်မာ',
  es: 'Español',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  tw: '繁體中文',
  ru: 'Русский',
};
