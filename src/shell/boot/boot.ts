/**
 * The boot, in the spec's order (§4 "System status"): read the saved language, load the status
 * (cache first, then refreshed), then activate the language (the saved one if the brand offers it,
 * else the brand's default) and theme, then render.
 */
import { type LanguageCode, siteLanguage } from '@contracts/languages';
import type { StatusValue } from '@contracts/status';
import { activateLanguage, fetchStatus, loadStatus, readSavedLanguage, yieldToMain } from '@kernel';
import { registerRemoteEntries } from '../federation/loader';
import { applyTheme } from './theme';

export type BootSteps = {
  readSavedLanguage: () => LanguageCode | null;
  loadStatus: () => Promise<{ status: StatusValue; fromCache: boolean }>;
  refreshStatus: () => Promise<StatusValue>;
  registerRemotes: (status: StatusValue) => void;
  activateLanguage: (code: LanguageCode) => Promise<void>;
  applyTheme: (status: StatusValue) => Promise<void>;
};

export const defaultSteps: BootSteps = {
  readSavedLanguage: () => readSavedLanguage(),
  loadStatus,
  refreshStatus: fetchStatus,
  registerRemotes: (status) => registerRemoteEntries(status.info.paths.remotes),
  activateLanguage,
  applyTheme,
};

/** Resolves when the site may render; a cached status is refreshed in the background. */
export async function boot(steps: BootSteps = defaultSteps): Promise<StatusValue> {
  // each step its own task (the boot chunk's evaluation, the status, the language): no one long task
  await yieldToMain();
  const saved = steps.readSavedLanguage();
  const { status, fromCache } = await steps.loadStatus();
  await yieldToMain();
  steps.registerRemotes(status);
  await Promise.all([steps.activateLanguage(siteLanguage(saved, status.info.site)), steps.applyTheme(status)]);
  if (fromCache) {
    steps.refreshStatus().catch((error: unknown) => console.warn('[status] refresh failed; keeping the cached status', error));
  }
  return status;
}
