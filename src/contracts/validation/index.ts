/** Validation rules of spec §5, shared by the client forms and the server. */
export * from './birthday';
export * from './field-errors';
export * from './field-rule';
export * from './messages';
export * from './passwords';
export * from './registration';
export * from './rules';
export * from './text';
