/** The help centre call (device MOBILE, moduleId COMM3). */
import { CONTENT_PATHS, type HelpEntry, HelpValueSchema } from '@contracts/content/calls';
import { LANGUAGE_HEADER, type LanguageCode } from '@contracts/languages';
import { apiRequest } from '@kernel';

export function fetchHelp(language: LanguageCode, signal?: AbortSignal): Promise<HelpEntry[]> {
  return apiRequest(CONTENT_PATHS.helpCenter, {
    query: { device: 'MOBILE', moduleId: 'COMM3', lang: LANGUAGE_HEADER[language] },
    schema: HelpValueSchema,
    signal,
  });
}
