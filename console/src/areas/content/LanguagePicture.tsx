/**
 * A banner's picture for one language: players reading that language see it in place of the
 * default picture (the first of the banner's pictures); removing it brings the default back.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../app/api';
import { ContentItem } from './schemas';
import { uploadPicture } from './upload';

type Props = {
  tenant: string;
  item: ContentItem;
  language: string;
  languageName: string;
  disabled: boolean;
  act: (work: () => Promise<void>) => Promise<void>;
  onSaved: (next: ContentItem) => void;
};

export function LanguagePicture({ tenant, item, language, languageName, disabled, act, onSaved }: Props) {
  const { t } = useLingui();
  const own = item.texts.find((x) => x.language === language)?.imageUrl ?? null;
  const path = `/tenants/${tenant}/content/announcements/${item.id}/texts/${language}/picture`;
  const use = (file: File) =>
    act(async () => {
      const image = await uploadPicture(tenant, file);
      onSaved(await api('PUT', path, ContentItem, { image }));
    });
  const remove = () =>
    act(async () => {
      onSaved(await api('DELETE', path, ContentItem));
    });
  return (
    <fieldset data-testid="language-picture" data-own={own !== null}>
      <legend>{t`Picture for ${languageName}`}</legend>
      {own ? (
        <div className="pictures">
          <img src={own} alt={t`Banner shown in ${languageName}`} />
          <button type="button" className="secondary danger" disabled={disabled} onClick={remove} data-testid="language-picture-remove">
            {t`Remove the ${languageName} picture (back to the default)`}
          </button>
        </div>
      ) : (
        <p className="small">
          <Trans>Players in this language see the default picture (the first one below).</Trans>
        </p>
      )}
      <label>
        {t`Use a picture for ${languageName} only (PNG or JPEG, up to 5 MB)`}
        <input
          type="file"
          accept="image/png,image/jpeg"
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void use(file);
          }}
          data-testid="language-picture-file"
        />
      </label>
    </fieldset>
  );
}
