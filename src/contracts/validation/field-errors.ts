/** Turns valibot issues into one decoded message per field, in the order the fields failed. */
import * as v from 'valibot';
import { type DecodedMessage, decodeMessage } from './messages';

export type FieldErrors = Record<string, DecodedMessage>;

/** First issue per top-level key ('' for issues about the whole object). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    const key = first && typeof first.key === 'string' ? first.key : '';
    if (!(key in out)) out[key] = decodeMessage(issue.message);
  }
  return out;
}

/** The field that should take focus: the first of `order` that has an error. */
export function firstInvalidField(errors: FieldErrors, order: readonly string[]): string | undefined {
  return order.find((f) => f in errors) ?? Object.keys(errors)[0];
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validated<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

/** The object a cross-field check looks at (partial when fields failed), or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export function keyPath(input: Record<string, unknown>, key: string): [v.ObjectPathItem] {
  return [{ type: 'object', origin: 'value', input, key, value: input[key] }];
}
