export * from './calls';
export * from './error-codes';
export * from './feedback';
export * from './inbox';
export * from './missions';
export * from './profile';
export * from './uploads';
export * from './vip';
