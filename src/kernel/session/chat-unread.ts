/** The member's unread chat count: the host fetches it (side-menu badge), the chat page lowers it as he reads. */
import { atom } from 'jotai';

export const chatUnreadAtom = atom(0);
