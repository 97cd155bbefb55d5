/** What every account service gets: the database, the request's brand, the time and the address. */
import type { Db } from '../db/types';
import type { Brand } from './brand';
import type { IdentityProvider } from './identity';

export type AccountContext = {
  db: Db;
  brand: Brand;
  now: Date;
  /** the client address (login failure counting) */
  address: string;
  identity: IdentityProvider;
};
