/**
 * Picking reward pictures (spec §5): jpeg, jpg or png (by name, then by the bytes), each at most
 * 5,242,880 bytes, 3 at most; a refusal shows the spec's message for 1.5 s.
 */
import { REWARD_IMAGES_MAX, REWARD_LIMIT_POPUP_MS } from '@contracts/promotions/rewards';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '@kernel';
import { useRef } from 'react';
import { PROMOTION_ERROR_TEXT } from '../lib/error-text';
import { fileRefusal, isImageBytes, type LimitMessageId, roomFor } from '../lib/rules';
import styles from '../promotions.module.css';

export type Picture = { id: number; name: string; size: number; dataUrl: string };
let nextId = 1;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function readImage(file: File): Promise<Picture | LimitMessageId> {
  const refusal = fileRefusal(file);
  if (refusal) return refusal;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!isImageBytes(head)) return 'activity_image_type';
  return { id: nextId++, name: file.name, size: file.size, dataUrl: await readDataUrl(file) };
}

const limitPopup = (id: LimitMessageId) => toast.info(PROMOTION_ERROR_TEXT[id], REWARD_LIMIT_POPUP_MS);

export function PicturePicker({
  pictures,
  onChange,
  disabled,
}: {
  pictures: Picture[];
  onChange: (p: Picture[]) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const add = async (files: File[]) => {
    const { take, overflow } = roomFor(pictures.length, files.length);
    if (overflow) limitPopup('activity_apply_remark_limit4');
    const added: Picture[] = [];
    for (const file of files.slice(0, take)) {
      const r = await readImage(file);
      if (typeof r === 'string') limitPopup(r);
      else added.push(r);
    }
    if (added.length > 0) onChange([...pictures, ...added]);
  };
  return (
    <div className={styles.field} data-testid="apply-pictures">
      <span>
        <Trans>Pictures</Trans> ({pictures.length}/{REWARD_IMAGES_MAX})
      </span>
      <ul className={styles.thumbs}>
        {pictures.map((p, i) => (
          <li key={p.id} data-testid="apply-picture">
            <img src={p.dataUrl} alt={p.name} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t`Remove picture ${i + 1}`}
              disabled={disabled}
              onClick={() => onChange(pictures.filter((x) => x.id !== p.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label className={styles.upload}>
        <Trans>Add pictures (jpeg, jpg, png; 5 MB each)</Trans>
        <input
          ref={input}
          type="file"
          multiple
          accept=".jpeg,.jpg,.png,image/jpeg,image/png"
          disabled={disabled}
          data-testid="apply-file"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void add(files);
          }}
        />
      </label>
    </div>
  );
}
