/** The agent contracts (paths, requests, answers, error codes). */
export * from './agent';
export * from './calls';
export * from './error-codes';
