/** The honest "coming soon" state of a promotions route whose feature lands later. */
import { ComingSoon, type PageProps, paths } from '@kernel';
import { useStore } from 'jotai';

export default function Soon({ routeKey }: PageProps) {
  return <ComingSoon title={paths[routeKey].title} testId={routeKey} remote="promotions" storeProbe={useStore()} />;
}
