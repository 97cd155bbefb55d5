/** The real react-router under another request name (see router-exports.ts and rsbuild.config.ts). */
declare module 'react-router-full' {
  export * from 'react-router';
}
