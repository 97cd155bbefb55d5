/**
 * Opens a customer-service entry of the brand: the live chat (/m/chat) in place, outside links in
 * a new tab. A guest asking for the live chat is sent to log in (the chat needs a session); inside
 * the login or registration panel, where he already is, he is told so instead.
 */
import { msg } from '@lingui/core/macro';
import { isLoggedInAtom, openCustomerService, paths, statusAtom, toast } from '@kernel';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';

const loginToChat = msg`Log in to chat with customer service`;

export function useCustomerService(opts: { inAccountPanel?: boolean; onNavigate?: () => void } = {}) {
  const entries = useAtomValue(statusAtom)?.info.customerService ?? [];
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  return (csType?: string): Promise<boolean> =>
    openCustomerService(entries, csType, (to) => {
      if (!loggedIn && opts.inAccountPanel && to.split('?')[0] === paths.chat.path) {
        toast.info(loginToChat);
        return;
      }
      opts.onNavigate?.();
      navigate(to);
    });
}
