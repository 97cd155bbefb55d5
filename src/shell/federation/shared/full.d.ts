/** The real packages under request names the federation does not share (see README.md here). */
declare module 'react-router-full' {
  export * from 'react-router';
}
declare module 'valibot-full' {
  export * from 'valibot';
}
