/**
 * `/m/applyReward?id=` (spec "Reward application", §5): needs a session (else /m/activity); the
 * promotion is picked from the promotion announcements by id (none or not found: /m/activity).
 * Remarks only if required (140 characters), pictures only if required; Cancel clears both;
 * Submit enabled by §5; the upload shows its progress; success returns to /m/activity.
 */
import type { Announcement } from '@contracts/content/calls';
import { REWARD_REMARKS_MAX } from '@contracts/promotions/rewards';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom, languageAtom, paths, toast, useLoad } from '@kernel';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { fetchPromotions } from '../api/promotions';
import { submitReward } from '../api/submit-reward';
import { Loadable } from '../components/Loadable';
import { type Picture, PicturePicker } from '../components/PicturePicker';
import { promotionErrorText } from '../lib/error-text';
import { canSubmit, clampRemarks } from '../lib/rules';
import { coverOf } from '../lib/usePromotions';
import styles from '../promotions.module.css';

/** spec §9: the reward upload's loading message stays at most 10 s */
const UPLOAD_LOADING_MS = 10_000;

function ApplyForm({ promotion }: { promotion: Announcement }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const navigate = useNavigate();
  const need = { image: promotion.imageRequired === 'Y', remark: promotion.remarkRequired === 'Y' };
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;
  const cancel = () => {
    setRemarks('');
    setPictures([]);
  };
  const submit = async () => {
    setProgress(0);
    const hide = toast.loading(t`Uploading, please wait`, UPLOAD_LOADING_MS);
    try {
      await submitReward(
        {
          promotionId: promotion.id,
          remarks: need.remark ? remarks.trim() : '',
          pictures: need.image ? pictures.map((p) => p.dataUrl) : [],
        },
        setProgress,
      );
      hide();
      toast.success(t`Application sent`);
      navigate(paths.activity.path);
    } catch (error) {
      hide();
      setProgress(null);
      toast.short(promotionErrorText(i18n, error));
    }
  };
  const cover = coverOf(promotion);
  return (
    <form
      className={styles.card}
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {cover && <img className={styles.cover} src={cover} alt="" />}
      <h2 className={styles.title} data-testid="apply-title">
        {promotion.title}
      </h2>
      {need.remark && (
        <label className={styles.field}>
          <span>
            <Trans>Remarks</Trans>
          </span>
          <textarea
            value={remarks}
            maxLength={REWARD_REMARKS_MAX}
            rows={4}
            disabled={busy}
            onChange={(e) => setRemarks(clampRemarks(e.target.value))}
            data-testid="apply-remarks"
          />
          <small className={styles.muted} data-testid="apply-remarks-count">
            {[...remarks].length}/{REWARD_REMARKS_MAX}
          </small>
        </label>
      )}
      {need.image && <PicturePicker pictures={pictures} onChange={setPictures} disabled={busy} />}
      {progress !== null && (
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t`Upload progress`}
          data-testid="apply-progress"
        />
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.ghost} disabled={busy} onClick={cancel} data-testid="apply-cancel">
          <Trans>Cancel</Trans>
        </button>
        <button
          type="submit"
          className={styles.submit}
          disabled={busy || !canSubmit(need, remarks, pictures.length)}
          data-testid="apply-submit"
        >
          <Trans>Submit</Trans>
        </button>
      </div>
    </form>
  );
}

export default function ApplyReward() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const language = useAtomValue(languageAtom);
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? '');
  const data = useLoad(() => fetchPromotions(language), [language]);
  if (!loggedIn || !Number.isSafeInteger(id) || id < 1) return <Navigate to={paths.activity.path} replace />;
  return (
    <div className={styles.page} data-testid="apply-reward">
      <Loadable state={data} testId="apply-reward">
        {(list) => {
          const promotion = list.find((p) => p.id === id);
          if (!promotion) return <Navigate to={paths.activity.path} replace />;
          return <ApplyForm promotion={promotion} />;
        }}
      </Loadable>
    </div>
  );
}
