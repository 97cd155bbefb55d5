/** The responsible-gambling contracts (paths, requests, answers, error codes). */
export * from './calls';
export * from './error-codes';
export * from './rg';
