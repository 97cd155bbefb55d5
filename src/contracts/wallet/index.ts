/** The wallet calls' contracts (paths, request and response schemas, error codes, money). */
export * from './calls';
export * from './deposit';
export * from './error-codes';
export * from './money';
export * from './paging';
export * from './records';
export * from './security';
export * from './tx-codes';
export * from './wallets';
export * from './withdraw';
