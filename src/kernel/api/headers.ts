/** The platform's request headers: Merchant, Language, Device, Authorization (when logged in). */
import { HEADERS } from '@contracts/envelope';
import { LANGUAGE_HEADER } from '@contracts/languages';
import { deviceHeader } from '../device';
import { languageAtom } from '../i18n/language';
import { tokenAtom } from '../session/atoms';
import { siteAtom } from '../status/atoms';
import { store } from '../store';

export function platformHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.language]: LANGUAGE_HEADER[store.get(languageAtom)],
    [HEADERS.device]: deviceHeader(),
  };
  const merchant = store.get(siteAtom)?.merchantCode;
  if (merchant) headers[HEADERS.merchant] = merchant;
  const token = store.get(tokenAtom);
  if (token) headers[HEADERS.authorization] = token;
  return headers;
}
