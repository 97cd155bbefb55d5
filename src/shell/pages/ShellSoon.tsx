/** Shell routes whose feature lands in a later release: the honest "coming soon" state. */
import { ComingSoon, paths, type RouteKey } from '@kernel';

export function shellSoon(key: RouteKey) {
  function Soon() {
    return <ComingSoon title={paths[key].title} testId={key} remote="shell" />;
  }
  Soon.displayName = `ShellSoon(${key})`;
  return Soon;
}
