/** The support-chat contracts (paths, payloads). */
export * from './calls';
export * from './chat';
