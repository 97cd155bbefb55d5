/**
 * Personal settings (/m/set, needs login): nickname, e-mail, payee name (each saved on its own),
 * profile picture behind PROFPIC3 (JPEG or PNG, 5 MB, checked again by content on the server), and
 * the interface language.
 */
import { NICKNAME_MAX, PAYEE_MAX, SetEmailSchema, SetNicknameSchema, setPayeeSchema } from '@contracts/member/profile';
import { decodeMessage } from '@contracts/validation/messages';
import { EMAIL_MAX } from '@contracts/validation/rules';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hostParts, memberInfoAtom, Skeleton, statusAtom, toast, tokenAtom, useFlag, withLoading } from '@kernel';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { memberApi } from '../api/member';
import { Avatar, avatarPictureAtom } from '../components/Avatar';
import styles from '../member.module.css';
import { errorMessage } from '../lib/error-text';
import { type PickedPicture, PicturePicker } from '../components/PicturePicker';
import { ProfileField } from '../components/ProfileField';
import { readAsBase64 } from '../lib/read-file';

function PictureSection({ account }: { account: string }) {
  const { i18n } = useLingui();
  const setPicture = useSetAtom(avatarPictureAtom);
  const token = useAtomValue(tokenAtom);
  const [picked, setPicked] = useState<PickedPicture[]>([]);
  const [error, setError] = useState<string | null>(null);
  const upload = async () => {
    const first = picked[0];
    if (!first) return;
    setError(null);
    try {
      const v = await withLoading(msg`Please wait`, async () => memberApi.setIcon(await readAsBase64(first.file)));
      if (token) setPicture({ token, icon: v.icon });
      URL.revokeObjectURL(first.url);
      setPicked([]);
      toast.success(msg`Saved`);
    } catch (err) {
      setError(i18n._(errorMessage(err)));
    }
  };
  return (
    <section className={styles.card} data-testid="set-picture">
      <h2>
        <Trans>Profile picture</Trans>
      </h2>
      <Avatar account={account} />
      <PicturePicker
        pictures={picked}
        onChange={setPicked}
        max={1}
        testId="set-picture-file"
        label={i18n._(msg`A JPEG or PNG picture, 5 MB at most`)}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className={styles.button}
        disabled={picked.length === 0}
        onClick={() => void upload()}
        data-testid="set-picture-save"
      >
        <Trans>Upload</Trans>
      </button>
    </section>
  );
}

export default function SettingsPage() {
  const { LanguagePicker } = hostParts();
  const info = useAtomValue(memberInfoAtom);
  const pictures = useFlag('PROFPIC3');
  const { i18n } = useLingui();
  // the payee name follows the brand's registration rule (the server checks the same one)
  const payeeRule = useAtomValue(statusAtom)?.info.register.payeeName;
  const payeeSchema = useMemo(() => (payeeRule ? setPayeeSchema(payeeRule) : null), [payeeRule]);
  if (!info || !payeeRule || !payeeSchema) return <Skeleton lines={5} />;
  return (
    <div className={styles.page} data-testid="page-set">
      <section className={styles.card}>
        <ProfileField
          name="nickname"
          label={msg`Nickname`}
          initial={info.nickname ?? ''}
          schema={SetNicknameSchema}
          bodyKey="nickname"
          invalid={msg`Enter 1 to ${NICKNAME_MAX} characters.`}
          maxLength={NICKNAME_MAX}
          save={memberApi.setNickname}
        />
        <ProfileField
          name="email"
          type="email"
          label={msg`E-mail`}
          initial={info.email ?? ''}
          schema={SetEmailSchema}
          bodyKey="email"
          invalid={msg`Wrong e-mail format`}
          maxLength={EMAIL_MAX}
          save={memberApi.setEmail}
        />
        <ProfileField
          name="payeeName"
          label={msg`Payee name`}
          initial={info.payeeName ?? ''}
          schema={payeeSchema}
          bodyKey="payeeName"
          invalid={msg`Enter 1 to ${PAYEE_MAX} characters.`}
          issueText={(issue) => hostParts().validationText(i18n, decodeMessage(issue))}
          maxLength={payeeRule.maxLength}
          save={memberApi.setPayee}
        />
      </section>
      {pictures && <PictureSection account={info.account} />}
      <section className={styles.card}>
        <h2>
          <Trans>Language</Trans>
        </h2>
        <LanguagePicker />
      </section>
    </div>
  );
}
