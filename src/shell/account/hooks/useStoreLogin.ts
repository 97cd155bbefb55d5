/**
 * Stores a successful login or registration: token and session info (token, merchantCode,
 * userName, type, firstTimeLogin), the remembered-login record when asked, and a temporary
 * password (forgot by e-mail) so change password need not ask for it again. Resolves once all is
 * stored: the passwords first (their codec is a lazy chunk), then the session, so the player is never
 * signed in with a temporary or remembered password that a reload would lose.
 */
import type { LoginValue } from '@contracts/account/session';
import { loginAtom, type RememberedLogin, rememberedLoginAtom, STORAGE_KEYS, siteAtom, tempPasswordAtom, writeItem } from '@kernel';
import { useAtomCallback } from 'jotai/utils';
import { useCallback } from 'react';

export type StoreLoginOptions = {
  /** the password typed (kept only for remember and temporary-password use) */
  password?: string;
  /** true: remember this login; false: forget any remembered one; undefined: leave it */
  remember?: { record: RememberedLogin } | false;
};

export function useStoreLogin(): (value: LoginValue, options?: StoreLoginOptions) => Promise<void> {
  return useAtomCallback(
    useCallback(async (get, set, value: LoginValue, options: StoreLoginOptions = {}) => {
      const merchantCode = get(siteAtom)?.merchantCode ?? '';
      const stored: Promise<void>[] = [set(tempPasswordAtom, value.temporaryPassword && options.password ? options.password : null)];
      if (options.remember) {
        stored.push(set(rememberedLoginAtom, options.remember.record));
        writeItem(STORAGE_KEYS.autoLogin, '1');
      } else if (options.remember === false) {
        stored.push(set(rememberedLoginAtom, null));
      }
      await Promise.all(stored);
      set(loginAtom, {
        token: value.token,
        merchantCode,
        userName: value.userName,
        type: value.type,
        firstTimeLogin: value.firstTimeLogin,
      });
    }, []),
  );
}
