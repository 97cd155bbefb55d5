/** The message under a field: a decoded validation message, or a text already translated. */
import type { DecodedMessage } from '@contracts/validation/messages';
import { useLingui } from '@lingui/react';
import styles from '../account.module.css';
import { validationText } from '../messages/validation';

export function FieldError({ id, error }: { id: string; error: DecodedMessage | string | undefined }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <p className={styles.error} id={id} data-testid={`${id}`}>
      {typeof error === 'string' ? error : validationText(i18n, error)}
    </p>
  );
}
