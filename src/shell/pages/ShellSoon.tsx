/** Shell routes whose feature lands in a later release: the honest "coming soon" state. */
import { ComingSoon, type PageProps, paths } from '@kernel';

export default function ShellSoon({ routeKey }: PageProps) {
  return <ComingSoon title={paths[routeKey].title} testId={routeKey} remote="shell" />;
}
