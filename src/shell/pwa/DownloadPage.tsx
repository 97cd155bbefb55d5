/** /m/download: the app-download choices; inside the installed app (or the native one) it goes home. */
import { HOME_PATH, inApp } from '@kernel';
import { Navigate } from 'react-router';
import { DownloadOptions } from './DownloadOptions';

export default function DownloadPage() {
  if (inApp()) return <Navigate to={HOME_PATH} replace />;
  return (
    <div data-testid="page-download">
      <DownloadOptions />
    </div>
  );
}
