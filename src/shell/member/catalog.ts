/**
 * The member area's strings (member centre pages and responsible gambling, `src/shell/member` and
 * `src/shell/rg`): a catalog of their own, so the pages every visitor opens do not carry them. Each
 * lazy entry into the area waits for it (`withMemberCatalog`), as a remote waits for its own.
 */
import { registerCatalog } from '@kernel';
import { catalogLoaders } from './locales/loaders';

export const loadMemberCatalog = (): Promise<void> => registerCatalog('member', catalogLoaders);

/** A lazy module of the member area, resolved once its strings are in. */
export function withMemberCatalog<T>(module: Promise<T>): Promise<T> {
  return Promise.all([module, loadMemberCatalog()]).then(([m]) => m);
}
