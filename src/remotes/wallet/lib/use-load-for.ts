/**
 * `useLoad` for a screen whose answer belongs to a query (a period, a filter, a page): the answer
 * shows only under the query it was asked for. While another query loads, the area shows its
 * skeleton rather than the previous query's figures under the new choice; a reload of the same
 * query (Retry, after an action) keeps the answer on screen as before.
 */
import { type Loaded, useLoad } from '@kernel';

export function useLoadFor<T>(query: Readonly<Record<string, string | number>>, load: () => Promise<T>): Loaded<T> {
  const key = JSON.stringify(query);
  const state = useLoad(async () => ({ key, value: await load() }), [key]);
  return { data: state.data?.key === key ? state.data.value : null, error: state.error, loading: state.loading, reload: state.reload };
}
