/** Scoped API tokens for automation: create (the token is shown once), list, revoke. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api';
import { BrandPicker } from '../../app/BrandPicker';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { ROLE_LABELS } from '../../app/roles';
import { type Brands, ROLES, type Role } from '../../app/schemas';
import { useLoad } from '../../app/use-load';
import { NewToken, TokenList, TokenView } from './schemas';

export function TokensSection() {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const { value, reload } = useLoad(() => api('GET', '/tokens', TokenList), []);
  const [role, setRole] = useState<Role>('readonly');
  const [brands, setBrands] = useState<Brands>([]);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    setError(null);
    try {
      const made = await api('POST', '/tokens', NewToken, { name: String(new FormData(formEl).get('name') ?? ''), role, brands });
      setShown(made.token);
      formEl.reset();
      reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  async function revoke(id: string) {
    await api('POST', `/tokens/${id}/revoke`, TokenView).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    reload();
  }

  return (
    <section className="card" aria-labelledby="tokens-title">
      <h2 id="tokens-title">
        <Trans>API tokens</Trans>
      </h2>
      <p>
        <Trans>For automation: send the token as Authorization: Bearer to /console/api. It has its own role and brands.</Trans>
      </p>
      <DataTable
        labelledBy="tokens-title"
        rows={value ?? []}
        rowKey={(tok) => tok.id}
        columns={[
          { header: <Trans>Name</Trans>, cell: (tok) => tok.name },
          { header: <Trans>Role</Trans>, cell: (tok) => i18n._(ROLE_LABELS[tok.role]) },
          { header: <Trans>Brands</Trans>, cell: (tok) => (tok.brands === 'all' ? t`All brands` : tok.brands.join(', ')) },
          { header: <Trans>Last used</Trans>, cell: (tok) => (tok.lastUsedAt ? when(tok.lastUsedAt) : t`Never`) },
          {
            header: <Trans>Actions</Trans>,
            cell: (tok) =>
              tok.revoked ? (
                <Trans>Revoked</Trans>
              ) : (
                <button type="button" className="secondary" onClick={() => void revoke(tok.id)}>
                  <Trans>Revoke</Trans>
                </button>
              ),
          },
        ]}
      />
      <form onSubmit={create} aria-label={t`New API token`}>
        <div className="row">
          <label>
            <Trans>Token name</Trans>
            <input name="name" required maxLength={80} autoComplete="off" />
          </label>
          <label>
            <Trans>Role</Trans>
            <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {i18n._(ROLE_LABELS[r])}
                </option>
              ))}
            </select>
          </label>
        </div>
        <BrandPicker value={brands} onChange={setBrands} name="token-brands" />
        <button type="submit">
          <Trans>Create token</Trans>
        </button>
      </form>
      {shown && (
        <p role="status" className="ok">
          <Trans>Copy the token now: it is not shown again.</Trans> <code data-testid="new-token">{shown}</code>
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}
