/**
 * One form submission: busy flag, "please wait" toast, success toast, the error as a toast (fields
 * kept). `submit` is a form's: it flags the fields (`touched`: their errors show), runs the call only
 * when they are valid, and unflags them once the call went through; `run` is a call without fields.
 */
import { useLingui } from '@lingui/react';
import { useLingui as useT } from '@lingui/react/macro';
import { toast, withLoading } from '@kernel';
import { useState } from 'react';
import { walletErrorText } from '../../lib/error-text';

export function useSubmit() {
  const { i18n } = useLingui();
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const run = async <T>(work: () => Promise<T>, success: string): Promise<T | null> => {
    setBusy(true);
    try {
      const result = await withLoading(t`Please wait`, work);
      toast.success(success);
      return result;
    } catch (error) {
      toast.long(walletErrorText(i18n, error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const submit = async <T>(valid: boolean, work: () => Promise<T>, success: string): Promise<T | null> => {
    setTouched(true);
    if (!valid) return null;
    const result = await run(work, success);
    if (result !== null) setTouched(false);
    return result;
  };
  return { busy, run, touched, setTouched, submit };
}
