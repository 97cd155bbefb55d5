/** How a platform call is sent: method, path, how its input travels, encryption and session. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallDef = {
  readonly method: HttpMethod;
  readonly path: string;
  /** body is `{ data }` (see payload-crypto) with the `Encryption: AES` header */
  readonly encrypted: boolean;
  /** needs `Authorization: <token>` */
  readonly auth: boolean;
  /** how the input travels */
  readonly input: 'none' | 'json' | 'query' | 'form';
};

/** A call table entry; a member's call (with the session, not encrypted) unless `opts` says otherwise. */
export const call = (
  method: HttpMethod,
  path: string,
  input: CallDef['input'],
  opts: Partial<Pick<CallDef, 'encrypted' | 'auth'>> = {},
): CallDef => ({
  method,
  path,
  input,
  encrypted: opts.encrypted ?? false,
  auth: opts.auth ?? true,
});
