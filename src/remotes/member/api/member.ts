/** The member-centre calls of the shell's pages, by contract (src/contracts/member). */
import { type MemberInfo, MemberInfoValueSchema } from '@contracts/account/member';
import { MEMBER_CALLS, type MemberCallName } from '@contracts/member/calls';
import { type FeedbackItem, FeedbackItemSchema, FeedbackListSchema } from '@contracts/member/feedback';
import { type InboxValue, InboxValueSchema, UnreadValueSchema } from '@contracts/member/inbox';
import { IconValueSchema } from '@contracts/member/profile';
import { apiRequest } from '@kernel';
import type * as v from 'valibot';

type Query = Record<string, string | number>;

function send<T>(name: MemberCallName, schema: v.GenericSchema<T>, o: { body?: object; query?: Query } = {}): Promise<T> {
  const def = MEMBER_CALLS[name];
  return apiRequest(def.path, { method: def.method, schema, ...(o.body ? { body: o.body } : {}), ...(o.query ? { query: o.query } : {}) });
}

export const memberApi = {
  unread: (): Promise<{ unReadCount: number }> => send('inboxUnread', UnreadValueSchema, { query: { moduleId: 'INBOX3' } }),
  inbox: (pageNo: number): Promise<InboxValue> => send('inbox', InboxValueSchema, { query: { pageNo, moduleId: 'INBOX3' } }),
  read: (id: number): Promise<{ unReadCount: number }> => send('inboxRead', UnreadValueSchema, { body: { id } }),
  feedback: (content: string, pictures: string[]): Promise<FeedbackItem> =>
    send('feedback', FeedbackItemSchema, { body: { content, pictures, moduleId: 'FEEDBACK3' } }),
  myFeedback: (): Promise<{ list: FeedbackItem[] }> => send('myFeedback', FeedbackListSchema),
  setNickname: (nickname: string): Promise<MemberInfo> => send('setNickname', MemberInfoValueSchema, { body: { nickname } }),
  setEmail: (email: string): Promise<MemberInfo> => send('setEmail', MemberInfoValueSchema, { body: { email } }),
  setPayee: (payeeName: string): Promise<MemberInfo> => send('setPayee', MemberInfoValueSchema, { body: { payeeName } }),
  icon: (): Promise<{ icon: string | null }> => send('icon', IconValueSchema, { query: { moduleId: 'PROFPIC3' } }),
  setIcon: (picture: string): Promise<{ icon: string | null }> =>
    send('setIcon', IconValueSchema, { body: { picture, moduleId: 'PROFPIC3' } }),
};
