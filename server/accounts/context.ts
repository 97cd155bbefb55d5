/** What every account service gets: the database, the request's brand, the time and the address. */
import type { LanguageCode } from '../../src/contracts/languages';
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
  /** the request's language (server/i18n/request-language.ts): the texts sent because of it (SMS, e-mail) are in it */
  language: LanguageCode;
};
