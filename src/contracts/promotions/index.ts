/** The promotion and reward contracts (paths, requests, answers, error codes). */
export * from './calls';
export * from './error-codes';
export * from './rewards';
