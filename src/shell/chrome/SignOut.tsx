/**
 * Sign out: opens the confirm prompt; confirming runs the spec's logout sequence (server logout,
 * state cleared, autoLogin '0', home). See account/hooks/useSignOutNow.
 */
import { useSetAtom } from 'jotai';
import { signOutConfirmAtom } from '../account/atoms';

export function useSignOut(): () => void {
  const open = useSetAtom(signOutConfirmAtom);
  return () => open(true);
}
