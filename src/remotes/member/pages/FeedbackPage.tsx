/**
 * Feedback (/m/feedback, FEEDBACK3, needs login): up to 140 characters and up to 3 pictures (spec
 * §5); below, the player's earlier feedback with the operator's answer (also sent to the inbox).
 */
import { FEEDBACK_MAX, type FeedbackItem } from '@contracts/member/feedback';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast, useFormat, withLoading } from '@kernel';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { memberApi } from '../api/member';
import styles from '../member.module.css';
import { errorMessage } from '../lib/error-text';
import { type PickedPicture, PicturePicker } from '../components/PicturePicker';
import { readAsBase64 } from '../lib/read-file';

export default function FeedbackPage() {
  const { i18n } = useLingui();
  const { dateTime } = useFormat();
  const id = useId();
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mine, setMine] = useState<FeedbackItem[]>([]);

  const loadMine = useCallback(() => {
    memberApi.myFeedback().then(
      (v) => setMine(v.list),
      () => {},
    );
  }, []);
  useEffect(loadMine, [loadMine]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const encoded = await Promise.all(pictures.map((p) => readAsBase64(p.file)));
      await withLoading(msg`Please wait`, () => memberApi.feedback(content.trim(), encoded));
      for (const p of pictures) URL.revokeObjectURL(p.url);
      setContent('');
      setPictures([]);
      toast.success(msg`Thank you: your feedback was sent.`);
      loadMine();
    } catch (err) {
      setError(i18n._(errorMessage(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page} data-testid="page-feedback">
      <form className={styles.card} onSubmit={submit} data-testid="feedback-form">
        <div className={styles.field}>
          <label htmlFor={id}>
            <Trans>Your feedback</Trans>
          </label>
          <textarea
            id={id}
            className={styles.textarea}
            value={content}
            maxLength={FEEDBACK_MAX}
            onChange={(e) => setContent(e.target.value.slice(0, FEEDBACK_MAX))}
            data-testid="feedback-content"
          />
          <span className={styles.count} aria-live="polite">
            {content.length}/{FEEDBACK_MAX}
          </span>
        </div>
        <PicturePicker pictures={pictures} onChange={setPictures} testId="feedback-pictures" />
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className={styles.button} disabled={busy || !content.trim()} data-testid="feedback-submit">
          <Trans>Send</Trans>
        </button>
      </form>
      {mine.length > 0 && (
        <section className={styles.card} aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`}>
            <Trans>Your feedback so far</Trans>
          </h2>
          <ul className={styles.list} data-testid="feedback-mine">
            {mine.map((f) => (
              <li key={f.id} data-testid={`feedback-item-${f.id}`}>
                <p className={styles.body}>{f.content}</p>
                <p className={styles.muted}>{dateTime(f.createdAt)}</p>
                {f.answer ? (
                  <p className={styles.body} data-testid="feedback-answer">
                    <Trans>Answer: {f.answer}</Trans>
                  </p>
                ) : (
                  <p className={styles.muted}>
                    <Trans>Waiting for an answer</Trans>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
