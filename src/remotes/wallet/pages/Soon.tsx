/** The honest "coming soon" state of a wallet route whose feature lands later. */
import { ComingSoon, type PageProps, paths } from '@kernel';
import { useStore } from 'jotai';

export default function Soon({ routeKey }: PageProps) {
  return <ComingSoon title={paths[routeKey].title} testId={routeKey} remote="wallet" storeProbe={useStore()} />;
}
