/** Keys the client stores (one place, so tests, support and the server's first-screen guard know them). */
export const STORAGE_KEYS = {
  language: 'lang',
  token: 'token',
  sessionInfo: 'sessionInfo',
  statusPrefix: 'status:',
  tenant: 'tenant',
  autoLogin: 'autoLogin',
  downloadBarClosed: 'downloadBarClosed',
  balanceMasked: 'balanceMasked',
} as const;
