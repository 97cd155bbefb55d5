/** The wallet calls' contracts (paths, request and response schemas, error codes, money). */
export * from './calls';
export * from './error-codes';
export * from './money';
export * from './tx-codes';
export * from './wallets';
