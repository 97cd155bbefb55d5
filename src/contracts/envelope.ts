/** The one response envelope of every call: `{ success, code, message, value }`. */
import * as v from 'valibot';

export function envelope<T extends v.GenericSchema>(value: T) {
  return v.object({
    success: v.boolean(),
    code: v.string(),
    message: v.string(),
    value: v.nullable(value),
  });
}

export const AnyEnvelopeSchema = envelope(v.unknown());
export type Envelope<T> = { success: boolean; code: string; message: string; value: T | null };

export function ok<T>(value: T, message = ''): Envelope<T> {
  return { success: true, code: 'ok', message, value };
}
export function fail<T = null>(code: string, message: string, value: T | null = null): Envelope<T> {
  return { success: false, code, message, value };
}

/** Request headers the platform uses. */
export const HEADERS = {
  merchant: 'Merchant',
  language: 'Language',
  device: 'Device',
  authorization: 'Authorization',
  encryption: 'Encryption',
} as const;

/** Device header values: MOBILE in the browser, OTHERS in a standalone (installed) web app. */
export const DEVICES = ['MOBILE', 'OTHERS'] as const;
export type Device = (typeof DEVICES)[number];
