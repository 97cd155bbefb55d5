/**
 * The live chat (/m/chat, CBS3, needs a session: a guest is sent to log in). The player writes, the
 * brand's operators answer (npm run ops -- chat, or the operator API); new answers arrive by polling
 * every 4 s while the page is visible and are marked read once shown. Text only: every message is
 * a React text node (never HTML), line breaks kept by CSS.
 */
import { CHAT_TEXT_MAX, type ChatMessage, chatTextProblem } from '@contracts/support/chat';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, chatUnreadAtom, ErrorView, Icon, Skeleton, toast, useFormat } from '@kernel';
import { useSetAtom } from 'jotai';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { chatApi } from '../api/chat';
import styles from '../chat.module.css';

export const CHAT_POLL_MS = 4000;

const PROBLEMS = {
  empty: msg`Write a message first`,
  long: msg`A message can have at most ${CHAT_TEXT_MAX} characters`,
  control: msg`The message contains characters that cannot be sent`,
} as const;
const sendFailed = msg`The message could not be sent. Please try again.`;

function merge(list: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export default function ChatPage() {
  const { t, i18n } = useLingui();
  const { dayTime } = useFormat();
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<keyof typeof PROBLEMS | null>(null);
  const [sending, setSending] = useState(false);
  const setUnread = useSetAtom(chatUnreadAtom);
  const lastId = useRef(0);
  const loaded = useRef(false);
  const readUpTo = useRef(0);
  const bottom = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    try {
      const r = await chatApi.messages(lastId.current || undefined);
      setFailed(false);
      loaded.current = true;
      setMessages((old) => merge(old ?? [], r.list));
      const last = r.list.at(-1);
      if (last) lastId.current = Math.max(lastId.current, last.id);
      setUnread(r.unReadCount);
      const answer = [...r.list].reverse().find((m) => m.from === 'operator' && !m.read);
      if (answer && answer.id > readUpTo.current && document.visibilityState === 'visible') {
        readUpTo.current = answer.id;
        setUnread((await chatApi.read(answer.id)).unReadCount);
      }
    } catch {
      // a poll that fails keeps what is shown (an ended session is handled by the api client:
      // the session is cleared and the route gate sends the player to log in)
      if (!loaded.current) setFailed(true);
    }
  }, [setUnread]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load();
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  const count = messages?.length ?? 0;
  useEffect(() => {
    if (count > 0) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const p = chatTextProblem(text);
    setProblem(p);
    if (p || sending) return;
    setSending(true);
    try {
      const sent = await chatApi.send(text);
      setMessages((old) => merge(old ?? [], [sent]));
      lastId.current = Math.max(lastId.current, sent.id);
      setText('');
    } catch (error) {
      toast.short(error instanceof ApiError ? error.descriptor : sendFailed);
    } finally {
      setSending(false);
    }
  };

  if (failed) return <ErrorView testId="chat-error" onRetry={() => void load()} />;
  if (messages === null) return <Skeleton lines={5} />;
  return (
    <div className={styles.chat} data-testid="page-chat">
      <ol className={styles.list} aria-live="polite" aria-label={t`Messages`} data-testid="chat-messages">
        {messages.length === 0 && (
          <li className={styles.empty} data-testid="chat-empty">
            <Trans>Write to us: our customer service answers here.</Trans>
          </li>
        )}
        {messages.map((m) => (
          <li key={m.id} className={styles.message} data-from={m.from} data-testid="chat-message">
            <span className={styles.who}>{m.from === 'player' ? t`You` : t`Customer service`}</span>
            <p className={styles.text}>{m.text}</p>
            <time className={styles.time} dateTime={m.at}>
              {dayTime(m.at)}
            </time>
          </li>
        ))}
      </ol>
      <div ref={bottom} />
      <form className={styles.composer} onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className={styles.field}>
          <span className={styles.hidden}>
            <Trans>Message</Trans>
          </span>
          <textarea
            value={text}
            rows={2}
            maxLength={CHAT_TEXT_MAX * 2}
            placeholder={t`Type a message`}
            aria-invalid={problem !== null}
            aria-describedby={problem ? 'chat-problem' : undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (problem) setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void onSubmit(e);
              }
            }}
            data-testid="chat-input"
          />
        </label>
        <button type="submit" className={styles.send} disabled={sending} aria-label={t`Send`} data-testid="chat-send">
          <Icon name="send" size={1.3} />
        </button>
        {problem && (
          <p id="chat-problem" role="alert" className={styles.problem} data-testid="chat-problem">
            {i18n._(PROBLEMS[problem])}
          </p>
        )}
      </form>
    </div>
  );
}
