/** The honest "coming soon" state of a promotions route whose feature lands later. */
import { ComingSoon, paths, type RouteKey } from '@kernel';
import { useStore } from 'jotai';

export function soonPage(key: RouteKey) {
  function Soon() {
    return <ComingSoon title={paths[key].title} testId={key} remote="promotions" storeProbe={useStore()} />;
  }
  Soon.displayName = `Soon(${key})`;
  return Soon;
}
