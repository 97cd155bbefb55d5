/**
 * Form state over the contracts' schemas: values, the first message per field, and focus on the
 * first invalid field (spec §5). Inputs register with `bind(name)`.
 */
import { type FieldErrors, firstInvalidField } from '@contracts/validation/field-errors';
import { type DecodedMessage, VALIDATION_MESSAGES } from '@contracts/validation/messages';
import { useCallback, useRef, useState } from 'react';

export type FormErrors = Record<string, DecodedMessage | string>;

export function useForm<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const elements = useRef(new Map<string, HTMLElement | null>());

  const set = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setTouched((t) => ({ ...t, [name]: true }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  const ref = useCallback((name: string) => (el: HTMLElement | null) => void elements.current.set(name, el), []);

  /** Shows these errors and focuses the first invalid field of `order`. */
  const fail = useCallback((errs: FieldErrors | FormErrors, order: readonly string[]) => {
    setErrors(errs);
    const first = firstInvalidField(errs as FieldErrors, order);
    if (first) elements.current.get(first)?.focus();
  }, []);

  /** One field's error (e.g. from the server), focusing it. */
  const failField = useCallback((name: string, message: DecodedMessage | string) => {
    setErrors({ [name]: message });
    elements.current.get(name)?.focus();
  }, []);

  return { values, setValues, set, errors, setErrors, touched, ref, fail, failField };
}

/** Server `request.invalid` value: `{ fields: { name: { id, params } } }` → form errors. */
export function serverFieldErrors(value: unknown): FormErrors | null {
  if (!value || typeof value !== 'object' || !('fields' in value)) return null;
  const fields = (value as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object') return null;
  const out: FormErrors = {};
  const known = Object.values(VALIDATION_MESSAGES) as string[];
  for (const [name, m] of Object.entries(fields as Record<string, { id?: unknown; params?: unknown }>)) {
    const id = typeof m?.id === 'string' && known.includes(m.id) ? m.id : VALIDATION_MESSAGES.notText;
    out[name] = { id, params: (m?.params ?? {}) as DecodedMessage['params'] } as DecodedMessage;
  }
  return Object.keys(out).length > 0 ? out : null;
}
