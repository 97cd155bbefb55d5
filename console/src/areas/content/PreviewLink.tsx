/**
 * A preview on the brand's player site: `usePreviewPass` asks the server for a pass (valid 10
 * minutes) and opens it in a new window; `PreviewLink` then offers to open it again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '../../app/api';
import { PreviewPass } from './schemas';

export function usePreviewPass() {
  const [url, setUrl] = useState<string | null>(null);
  /** `path`: the console API's preview call for what is shown (an announcement, the help pages). */
  const open = async (path: string) => {
    const pass = await api('POST', path, PreviewPass);
    setUrl(pass.url);
    window.open(pass.url, '_blank', 'noopener');
  };
  return { url, open };
}

export function PreviewLink({ url, testId }: { url: string | null; testId: string }) {
  const { t } = useLingui();
  if (!url) return null;
  return (
    <p className="small">
      <Trans>The preview opened in a new window for 10 minutes:</Trans>{' '}
      <a href={url} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        {t`open it again`}
      </a>
    </p>
  );
}
