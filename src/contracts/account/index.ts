/** The account calls' contracts (paths, request and response schemas, error codes). */
export * from './calls';
export * from './captcha';
export * from './checks';
export * from './error-codes';
export * from './member';
export * from './password';
export * from './register';
export * from './session';
export * from './sms';
