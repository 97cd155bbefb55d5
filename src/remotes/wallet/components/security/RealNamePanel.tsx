/** Real-name verification: ID front, back and a selfie (JPEG or PNG, 5 MB each), then name and ID number. */
import { imageTypeOf } from '@contracts/images';
import { REAL_NAME_KINDS, REAL_NAME_MAX_BYTES, type RealNameKind } from '@contracts/wallet/security';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast, useLoad } from '@kernel';
import { useState } from 'react';
import { fetchRealName, submitRealName, uploadRealName } from '../../api/security';
import { WALLET_ERROR_TEXT } from '../../lib/error-text';
import styles from '../../wallet.module.css';
import { Field } from '../Field';
import { Loadable } from '../Loadable';
import { Status } from '../Status';
import { SecurityForm } from './SecurityForm';
import { useSubmit } from './useSubmit';

const KIND_TEXT: Record<RealNameKind, MessageDescriptor> = {
  front: msg`ID card, front`,
  back: msg`ID card, back`,
  selfie: msg`Selfie holding the ID`,
};

/** the account pages' messages for the same rules as the server's (2-60 characters; 6-20 letters or digits) */
const NAME_RULE = msg({ id: 'pattern.any', message: 'Enter {min} to {max} characters' });
const ID_RULE = msg({ id: 'pattern.alnum', message: 'Enter {min}-{max} letters or digits' });
const ID_NUMBER = /^[A-Za-z0-9]{6,20}$/;

/** The first bytes of a base64 text, for reading the picture's type as the server does. */
function headOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64.slice(0, 12)), (c) => c.charCodeAt(0));
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function RealNamePanel({ onChanged }: { onChanged: () => void }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const { busy, run, touched, submit: check } = useSubmit();
  const state = useLoad(fetchRealName, []);
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const nameLength = name.trim().length;
  const nameError = nameLength >= 2 && nameLength <= 60 ? null : i18n._({ ...NAME_RULE, values: { min: 2, max: 60 } });
  const idError = ID_NUMBER.test(idNumber.trim()) ? null : i18n._({ ...ID_RULE, values: { min: 6, max: 20 } });
  const upload = async (kind: RealNameKind, file: File | undefined) => {
    if (!file) return;
    if (file.size > REAL_NAME_MAX_BYTES) {
      toast.long(t`Each image may be at most 5 MB`);
      return;
    }
    const image = await base64Of(file);
    if (!imageTypeOf(headOf(image))) {
      toast.long(i18n._(WALLET_ERROR_TEXT['wallet.upload.type.invalid']));
      return;
    }
    if (await run(() => uploadRealName(kind, image), t`Image uploaded`)) state.reload();
  };
  const submit = async () => {
    if (
      await check(
        !nameError && !idError,
        () => submitRealName({ realName: name.trim(), idNumber: idNumber.trim() }),
        t`Sent for verification`,
      )
    ) {
      state.reload();
      onChanged();
    }
  };
  return (
    <Loadable state={state} testId="real-name">
      {(r) => (
        <SecurityForm
          testId="real-name-form"
          onSubmit={submit}
          submitLabel={<Trans>Submit</Trans>}
          submitTestId="real-name-submit"
          disabled={busy || r.status === 'verified'}
        >
          <div className={styles.row}>
            <span>
              <Trans>Status</Trans>
            </span>
            <Status status={r.status} testId="real-name-status" />
          </div>
          {REAL_NAME_KINDS.map((kind) => (
            <label key={kind} className={styles.field}>
              <span>
                {i18n._(KIND_TEXT[kind])} {r.uploads[kind] ? '✓' : ''}
              </span>
              <input
                type="file"
                accept="image/jpeg,image/png"
                disabled={busy || r.status === 'verified'}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  // emptied once read: the same picture can be chosen again after a failed upload
                  e.target.value = '';
                  void upload(kind, file);
                }}
                data-testid={`real-name-${kind}`}
              />
            </label>
          ))}
          <Field
            label={t`Full name`}
            testId="real-name-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            error={touched ? nameError : null}
          />
          <Field
            label={t`ID number`}
            testId="real-name-id"
            value={idNumber}
            onChange={(e) => setIdNumber(e.target.value)}
            error={touched ? idError : null}
          />
        </SecurityForm>
      )}
    </Loadable>
  );
}
