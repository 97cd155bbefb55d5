/** The real packages under request names the federation does not share (see README.md here). */
declare module 'react-router-full' {
  export * from 'react-router';
}
declare module 'swiper-react-full' {
  export * from 'swiper/react';
}
declare module 'swiper-modules-full' {
  export * from 'swiper/modules';
}
declare module 'valibot-full' {
  export * from 'valibot';
}
