/** The honest "coming soon" state of a games route whose feature lands later. */
import { ComingSoon, paths, type RouteKey } from '@kernel';
import { useStore } from 'jotai';

export function soonPage(key: RouteKey) {
  function Soon() {
    return <ComingSoon title={paths[key].title} testId={key} remote="games" storeProbe={useStore()} />;
  }
  Soon.displayName = `Soon(${key})`;
  return Soon;
}
