/**
 * Mounted once by the layout: the chat unread-count watcher, and the invite and app-download
 * popups, each loaded only when first opened (nothing of them is in the first load).
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { downloadPopupOpenAtom } from '../pwa/state';
import { invitePopupOpenAtom } from './invite';
import { useChatUnreadWatcher } from './unread';

const InvitePopup = lazy(() => import('./InvitePopup'));
const DownloadPopup = lazy(() => import('../pwa/DownloadPopup'));

export function SupportHost() {
  useChatUnreadWatcher();
  const invite = useAtomValue(invitePopupOpenAtom);
  const download = useAtomValue(downloadPopupOpenAtom);
  return (
    <Suspense fallback={null}>
      {invite && <InvitePopup />}
      {download && <DownloadPopup />}
    </Suspense>
  );
}
