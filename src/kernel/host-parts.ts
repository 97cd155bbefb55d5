/**
 * What the host lends to remote pages: pieces of its own UI and actions that a remote shows or runs
 * (a remote never imports the shell). The host names a loader at boot (`lendHostParts`); a remote that
 * needs them awaits `loadHostParts()` in its `./register` entry, so they are in before any of its
 * pages renders, and reads them with `hostParts()`. Nothing of them rides in the first load.
 */
import type { DecodedMessage } from '@contracts/validation/messages';
import type { I18n } from '@lingui/core';
import type { ComponentType } from 'react';

export type HostParts = {
  /** the language picker (the footer's) */
  LanguagePicker: ComponentType;
  /** the member's VIP progress bar */
  VipProgress: ComponentType;
  /** server HTML, sanitised again in the browser */
  SafeHtml: ComponentType<{ html: string; testId?: string }>;
  /** the text of a validation message of src/contracts/validation (the host's catalog has them) */
  validationText: (i18n: I18n, message: DecodedMessage) => string;
  /** log out at once, no prompt (then home) */
  useSignOutNow: () => () => Promise<void>;
};

let loader: (() => Promise<HostParts>) | null = null;
let parts: HostParts | null = null;

export function lendHostParts(load: () => Promise<HostParts>): void {
  loader = load;
}

export async function loadHostParts(): Promise<HostParts> {
  if (parts) return parts;
  if (!loader) throw new Error('the host lends no parts (lendHostParts was not called)');
  parts = await loader();
  return parts;
}

export function hostParts(): HostParts {
  if (!parts) throw new Error("host parts are not loaded: await loadHostParts() in the remote's register entry");
  return parts;
}
