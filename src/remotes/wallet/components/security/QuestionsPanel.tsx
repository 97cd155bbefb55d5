/**
 * Security questions: pick two different questions, answer them, confirm with the login password.
 * The form shows once the server has said whether questions are set (saving replaces them); a
 * failed load says why, with Retry, and the answers typed stay for when the form is back.
 */
import { useLoad } from '@kernel';
import { SECURITY_QUESTION_IDS } from '@contracts/wallet/security';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchQuestions, setQuestions } from '../../api/security';
import styles from '../../wallet.module.css';
import { Field } from '../Field';
import { Loadable } from '../Loadable';
import { LoginPasswordField } from './PasswordFields';
import { SecurityForm } from './SecurityForm';
import { useSubmit } from './useSubmit';

const QUESTIONS: Record<(typeof SECURITY_QUESTION_IDS)[number], MessageDescriptor> = {
  first_school: msg`Name of your first school?`,
  first_pet: msg`Name of your first pet?`,
  birth_city: msg`City where you were born?`,
  mother_maiden: msg`Your mother's maiden name?`,
  favourite_food: msg`Your favourite food?`,
};

export function QuestionsPanel({ onChanged }: { onChanged: () => void }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const { busy, touched, submit: check } = useSubmit();
  const state = useLoad(fetchQuestions, []);
  const [picks, setPicks] = useState<string[]>([SECURITY_QUESTION_IDS[0], SECURITY_QUESTION_IDS[1]]);
  const [answers, setAnswers] = useState(['', '']);
  const [password, setPassword] = useState('');
  const sameQuestion = picks[0] === picks[1];
  const submit = async () => {
    const ok = await check(
      !sameQuestion && answers.every((a) => a.trim().length >= 2) && password !== '',
      () => setQuestions({ answers: picks.map((questionId, i) => ({ questionId, answer: answers[i] ?? '' })), loginPassword: password }),
      t`Security questions saved`,
    );
    if (ok) {
      setPassword('');
      state.reload();
      onChanged();
    }
  };
  return (
    <Loadable state={state} testId="questions">
      {(questions) => (
        <SecurityForm
          testId="questions-form"
          onSubmit={submit}
          submitLabel={<Trans>Save</Trans>}
          submitTestId="questions-submit"
          disabled={busy}
        >
          {questions.answered.length > 0 && (
            <p className={styles.notice}>
              <Trans>Your security questions are set. Saving replaces them.</Trans>
            </p>
          )}
          {[0, 1].map((i) => (
            <div key={i} className={styles.field}>
              <select
                aria-label={t`Question ${i + 1}`}
                value={picks[i]}
                onChange={(e) => setPicks((p) => p.map((x, j) => (j === i ? e.target.value : x)))}
                data-testid={`question-${i}`}
              >
                {SECURITY_QUESTION_IDS.map((q) => (
                  <option key={q} value={q}>
                    {i18n._(QUESTIONS[q])}
                  </option>
                ))}
              </select>
              <Field
                label={t`Answer ${i + 1}`}
                testId={`answer-${i}`}
                value={answers[i]}
                onChange={(e) => setAnswers((a) => a.map((x, j) => (j === i ? e.target.value : x)))}
                error={touched && (answers[i] ?? '').trim().length < 2 ? t`At least 2 characters` : null}
              />
            </div>
          ))}
          {touched && sameQuestion && (
            <small className={styles.fieldError} role="alert">
              <Trans>Choose two different questions</Trans>
            </small>
          )}
          <LoginPasswordField testId="questions-login" value={password} onChange={setPassword} touched={touched} />
        </SecurityForm>
      )}
    </Loadable>
  );
}
