/**
 * Method and path of the member-centre calls: VIP, missions, inbox, feedback, profile.
 * Spec §7 names the feedback PUT (/wps/feedback, moduleId FEEDBACK3), the inbox unread count
 * (moduleId INBOX3), the member info sub-paths (icon, nickname, email, payee) and the head icon
 * POST/GET (moduleId PROFPIC3); the other paths and every payload are ours.
 */
import { type CallDef, call } from '../call';

export const MEMBER_CALLS = {
  vip: call('GET', '/wps/member/vip', 'none'),
  missions: call('GET', '/wps/member/missions', 'none'),
  claimMission: call('POST', '/wps/member/missions/claim', 'json'),
  inbox: call('GET', '/wps/inbox', 'query'),
  inboxUnread: call('GET', '/wps/inbox/unread', 'query'),
  inboxRead: call('POST', '/wps/inbox/read', 'json'),
  feedback: call('PUT', '/wps/feedback', 'json'),
  myFeedback: call('GET', '/wps/feedback', 'query'),
  setNickname: call('POST', '/wps/member/info/nickname', 'json'),
  setEmail: call('POST', '/wps/member/info/email', 'json'),
  setPayee: call('POST', '/wps/member/info/payee', 'json'),
  setIcon: call('POST', '/wps/member/info/icon', 'json'),
  icon: call('GET', '/wps/member/info/icon', 'query'),
} as const satisfies Record<string, CallDef>;

export type MemberCallName = keyof typeof MEMBER_CALLS;
