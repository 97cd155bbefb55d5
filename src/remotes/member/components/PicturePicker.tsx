/**
 * Pictures for an upload (spec §5): JPEG or PNG, 5 MB each, at most `max`. A refused file shows the
 * spec's message for 1.5 s (`data-message-id` carries its spec id); previews can be removed.
 */
import { fileProblem, UPLOAD_MAX_FILES } from '@contracts/member/uploads';
import { Trans, useLingui } from '@lingui/react/macro';
import { TOAST_MS } from '@kernel';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import styles from '../member.module.css';
import { UPLOAD_MESSAGES, type UploadMessageId } from '../lib/error-text';

export type PickedPicture = { file: File; url: string };

type Props = { pictures: PickedPicture[]; onChange: (p: PickedPicture[]) => void; max?: number; testId: string; label?: string };

export function PicturePicker({ pictures, onChange, max = UPLOAD_MAX_FILES, testId, label }: Props) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [refusal, setRefusal] = useState<UploadMessageId | null>(null);
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), TOAST_MS.notice);
    return () => clearTimeout(timer);
  }, [refusal]);

  const add = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const next = [...pictures];
    for (const file of files) {
      if (next.length >= max) {
        setRefusal('activity_apply_remark_limit4');
        break;
      }
      const problem = fileProblem(file);
      if (problem) {
        setRefusal(problem === 'type' ? 'activity_image_type' : 'activity_apply_remark_limit3');
        continue;
      }
      next.push({ file, url: URL.createObjectURL(file) });
    }
    onChange(next);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label ?? <Trans>Pictures (optional, up to {max})</Trans>}</label>
      <div className={styles.thumbs}>
        {pictures.map((p, i) => (
          <div className={styles.thumb} key={p.url}>
            <img src={p.url} alt={t`Attachment ${i + 1}`} />
            <button type="button" aria-label={t`Remove picture ${i + 1}`} onClick={() => onChange(pictures.filter((x) => x !== p))}>
              ×
            </button>
          </div>
        ))}
      </div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple={max > 1}
        onChange={add}
        data-testid={testId}
        disabled={pictures.length >= max}
      />
      {refusal && (
        <p className={styles.error} role="alert" data-message-id={refusal} data-testid="upload-refused">
          {i18n._(UPLOAD_MESSAGES[refusal])}
        </p>
      )}
    </div>
  );
}
