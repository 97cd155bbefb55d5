/**
 * A brand (the one chosen in the switcher): maintenance and region switches, every flag with where
 * its value comes from, the configuration versions with a comparison and a rollback, and its agents
 * with their downlines and contracts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import * as v from 'valibot';
import { api } from '../../app/api';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { allowed, brandAtom, meAtom } from '../../app/state';
import { useLoad } from '../../app/use-load';
import { AgentsSection } from './AgentsSection';

const Flag = v.object({ key: v.string(), enabled: v.boolean(), fileValue: v.boolean(), source: v.string() });
const State = v.object({
  tenant: v.string(),
  status: v.number(),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  flags: v.array(Flag),
});
const Version = v.object({
  version: v.number(),
  source: v.string(),
  publishedBy: v.string(),
  publishedAt: v.string(),
  note: v.nullable(v.string()),
});
const Versions = v.array(Version);
const Diff = v.object({ heading: v.string(), lines: v.array(v.string()) });
const Rollback = v.object({ message: v.string(), version: v.nullable(v.number()) });

function VersionsCard({ tenant, canEdit }: { tenant: string; canEdit: boolean }) {
  const { t } = useLingui();
  const when = useDateTime();
  const { value, reload } = useLoad(() => api('GET', `/tenants/${tenant}/brands/versions`, Versions), [tenant]);
  const [diff, setDiff] = useState<v.InferOutput<typeof Diff> | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const latest = value?.[0]?.version;

  async function compare(version: number) {
    setDiff(await api('GET', `/tenants/${tenant}/brands/versions/diff?from=${version}${latest ? `&to=${latest}` : ''}`, Diff));
  }
  async function rollback(version: number) {
    if (!window.confirm(t`Publish version ${version} again as the brand's newest version?`)) return;
    const done = await api('POST', `/tenants/${tenant}/brands/versions/${version}/rollback`, Rollback);
    setMessage(done.message);
    reload();
  }

  return (
    <section className="card" aria-labelledby="versions-title">
      <h2 id="versions-title">
        <Trans>Configuration versions</Trans>
      </h2>
      <DataTable
        labelledBy="versions-title"
        rows={value ?? []}
        rowKey={(ver) => ver.version}
        columns={[
          { header: <Trans>Version</Trans>, cell: (ver) => `v${ver.version}` },
          { header: <Trans>Published</Trans>, cell: (ver) => when(ver.publishedAt) },
          { header: <Trans>By</Trans>, cell: (ver) => ver.publishedBy },
          { header: <Trans>How</Trans>, cell: (ver) => `${ver.source}${ver.note ? ` · ${ver.note}` : ''}` },
          {
            header: <Trans>Actions</Trans>,
            className: 'actions',
            cell: (ver) => (
              <>
                {ver.version !== latest && (
                  <button type="button" className="secondary" onClick={() => void compare(ver.version)}>
                    <Trans>Compare with the newest</Trans>
                  </button>
                )}
                {canEdit && ver.version !== latest && (
                  <button type="button" className="secondary" onClick={() => void rollback(ver.version)}>
                    <Trans>Roll back to this</Trans>
                  </button>
                )}
              </>
            ),
          },
        ]}
      />
      {diff && (
        <div>
          <h3>{diff.heading}</h3>
          <ul className="diff">
            {diff.lines.map((l) => (
              <li key={l}>
                <code>{l}</code>
              </li>
            ))}
          </ul>
        </div>
      )}
      {message && (
        <p role="status" className="ok">
          {message}
        </p>
      )}
    </section>
  );
}

export function BrandsPage() {
  const { t } = useLingui();
  const tenant = useAtomValue(brandAtom);
  const me = useAtomValue(meAtom);
  const canEdit = allowed(me, 'brands.edit');
  const name = me?.brands.find((b) => b.id === tenant)?.name ?? tenant;
  const { value, error, reload } = useLoad(async () => (tenant ? api('GET', `/tenants/${tenant}/brands`, State) : null), [tenant]);
  const [failure, setFailure] = useState<string | null>(null);

  async function change(path: string, body: unknown) {
    setFailure(null);
    try {
      await api('PUT', `/tenants/${tenant}/brands/${path}`, v.unknown(), body);
      reload();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  }

  if (!tenant) return <p>{t`No brand is assigned to you.`}</p>;
  return (
    <section>
      <h1>
        <Trans>Brand {name}</Trans>
      </h1>
      {(error || failure) && (
        <p role="alert" className="error">
          {error ?? failure}
        </p>
      )}
      {value && (
        <>
          <section className="card" aria-labelledby="switches-title">
            <h2 id="switches-title">
              <Trans>Switches</Trans>
            </h2>
            <label className="inline">
              <input
                type="checkbox"
                checked={value.maintenance}
                disabled={!canEdit}
                onChange={(e) => void change('maintenance', { on: e.target.checked })}
              />
              <Trans>Maintenance (players see the maintenance page)</Trans>
            </label>
            <label className="inline">
              <input
                type="checkbox"
                checked={value.regionRestriction}
                disabled={!canEdit}
                onChange={(e) => void change('region', { on: e.target.checked })}
              />
              <Trans>Region restriction (players see the restricted-region page)</Trans>
            </label>
          </section>
          <section className="card" aria-labelledby="flags-title">
            <h2 id="flags-title">
              <Trans>Flags</Trans>
            </h2>
            <DataTable
              testId="flags-table"
              labelledBy="flags-title"
              rows={value.flags}
              rowKey={(f) => f.key}
              rowTestId={(f) => `flag-${f.key}`}
              columns={[
                { header: <Trans>Flag</Trans>, cell: (f) => f.key },
                {
                  header: <Trans>On</Trans>,
                  cell: (f) => (
                    <input
                      type="checkbox"
                      checked={f.enabled}
                      disabled={!canEdit}
                      aria-label={t`${f.key} on`}
                      onChange={(e) => void change(`flags/${f.key}`, { change: e.target.checked ? 'on' : 'off' })}
                    />
                  ),
                },
                { header: <Trans>From</Trans>, cell: (f) => (f.source === 'override' ? t`Changed here` : t`Brand file`) },
                {
                  header: <Trans>Actions</Trans>,
                  cell: (f) =>
                    f.source === 'override' &&
                    canEdit && (
                      <button type="button" className="secondary" onClick={() => void change(`flags/${f.key}`, { change: 'reset' })}>
                        <Trans>Back to the brand file</Trans>
                      </button>
                    ),
                },
              ]}
            />
          </section>
          <VersionsCard tenant={tenant} canEdit={canEdit} />
          <AgentsSection key={tenant} tenant={tenant} canEdit={canEdit} />
        </>
      )}
    </section>
  );
}
