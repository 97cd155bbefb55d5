/**
 * The help pages' draft state and its actions: preview on the brand's player site (a pass valid 10
 * minutes), publish the draft to players, discard it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../app/api';
import type { Me } from '../../app/schemas';
import { allowed } from '../../app/state';
import { ActionMessages } from './ActionMessages';
import { HelpList } from './help-schemas';
import { PreviewLink, usePreviewPass } from './PreviewLink';
import { useAction } from './useAction';

type Props = { tenant: string; me: Me; draft: boolean; tag?: string; onChange: (list: HelpList) => void };

export function HelpDraftBar({ tenant, me, draft, tag, onChange }: Props) {
  const { t } = useLingui();
  const canEdit = allowed(me, 'content.edit');
  const { busy, error, notice, setNotice, act } = useAction();
  const preview = usePreviewPass();

  const openPreview = () => act(() => preview.open(`/tenants/${tenant}/content/help/preview${tag ? `?tag=${tag}` : ''}`));

  const finish = (action: 'publish' | 'discard') =>
    act(async () => {
      if (action === 'discard' && !window.confirm(t`Discard every unpublished change to the help pages?`)) return;
      onChange(await api('POST', `/tenants/${tenant}/content/help/${action}`, HelpList));
      setNotice(action === 'publish' ? t`Published: players now read these help pages.` : t`Discarded: back to what players read.`);
    });

  return (
    <div className="card" data-testid="help-draft" data-draft={draft}>
      <p>
        {draft ? (
          <Trans>There are unpublished changes: players still read the published help pages.</Trans>
        ) : (
          <Trans>Players read these help pages. A change is kept as a draft until you publish it.</Trans>
        )}
      </p>
      <div className="row">
        <button type="button" className="secondary" disabled={busy} onClick={openPreview} data-testid="help-preview">
          {t`Preview on the player site`}
        </button>
        {canEdit && draft && (
          <button type="button" disabled={busy} onClick={() => finish('publish')} data-testid="help-publish">
            {t`Publish`}
          </button>
        )}
        {canEdit && draft && (
          <button type="button" className="secondary danger" disabled={busy} onClick={() => finish('discard')} data-testid="help-discard">
            {t`Discard changes`}
          </button>
        )}
      </div>
      <ActionMessages error={error} notice={notice} noticeTestId="help-notice" />
      <PreviewLink url={preview.url} testId="help-preview-link" />
    </div>
  );
}
