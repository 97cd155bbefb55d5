/** The support area: live chats, feedback and inbox messages of the chosen brand. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { brandAtom } from '../../app/state';
import { ChatsPage } from './ChatsPage';
import { FeedbackPage } from './FeedbackPage';
import { InboxPage } from './InboxPage';

export function SupportPage() {
  const { t } = useLingui();
  const tenant = useAtomValue(brandAtom);
  if (!tenant) return <p>{t`No brand is assigned to you.`}</p>;
  return (
    <section>
      <h1>
        <Trans>Support</Trans>
      </h1>
      <nav aria-label={t`Support`} className="row">
        <NavLink to="/support/chats">{t`Chats`}</NavLink>
        <NavLink to="/support/feedback">{t`Feedback`}</NavLink>
        <NavLink to="/support/inbox">{t`Inbox message`}</NavLink>
      </nav>
      <Routes>
        <Route index element={<Navigate to="/support/chats" replace />} />
        <Route path="chats" element={<ChatsPage tenant={tenant} />} />
        <Route path="chats/:memberId" element={<ChatsPage tenant={tenant} />} />
        <Route path="feedback" element={<FeedbackPage tenant={tenant} />} />
        <Route path="inbox" element={<InboxPage tenant={tenant} />} />
      </Routes>
    </section>
  );
}
