/**
 * Staff administration: the members (role, brands, second factor, state), a new member, a change of
 * role or brands, a reset of the second factor, disable/enable and unlock; and the scoped API tokens.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { api } from '../../app/api';
import { BrandPicker } from '../../app/BrandPicker';
import { DataTable } from '../../app/DataTable';
import { useDateTime } from '../../app/format';
import { ROLE_LABELS } from '../../app/roles';
import { type Brands, ROLES, type Role } from '../../app/schemas';
import { useLoad } from '../../app/use-load';
import { StaffList, type StaffView, StaffView as StaffViewSchema } from './schemas';
import { TokensSection } from './TokensSection';

function RoleSelect({ value, onChange, label, id }: { value: Role; onChange: (r: Role) => void; label?: string; id?: string }) {
  const { i18n } = useLingui();
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as Role)} aria-label={label}>
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {i18n._(ROLE_LABELS[r])}
        </option>
      ))}
    </select>
  );
}

function brandsText(brands: Brands, all: string): string {
  return brands === 'all' ? all : brands.join(', ');
}

function NewStaffForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [role, setRole] = useState<Role>('cashier');
  const [brands, setBrands] = useState<Brands>([]);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formEl = event.currentTarget;
    const form = new FormData(formEl);
    setError(null);
    setDone(null);
    try {
      const made = await api('POST', '/staff', StaffViewSchema, {
        username: String(form.get('username') ?? ''),
        displayName: String(form.get('displayName') ?? ''),
        password: String(form.get('password') ?? ''),
        role,
        brands,
      });
      formEl.reset();
      setBrands([]);
      setDone(t`${made.username} was created. At the first sign-in they set up their authenticator app.`);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <form onSubmit={submit} className="card" aria-labelledby="new-staff">
      <h2 id="new-staff">
        <Trans>New staff member</Trans>
      </h2>
      <div className="row">
        <label>
          <Trans>Username</Trans>
          <input name="username" required minLength={3} maxLength={40} pattern="[A-Za-z0-9._\-]{3,40}" autoComplete="off" />
        </label>
        <label>
          <Trans>Display name</Trans>
          <input name="displayName" required maxLength={80} autoComplete="off" />
        </label>
        <div className="field">
          <label htmlFor="new-staff-role">
            <Trans>Role</Trans>
          </label>
          <RoleSelect id="new-staff-role" value={role} onChange={setRole} />
        </div>
        <label>
          <Trans>Password (at least 12 characters)</Trans>
          <input name="password" type="password" required minLength={12} maxLength={200} autoComplete="new-password" />
        </label>
      </div>
      <BrandPicker value={brands} onChange={setBrands} name="new-staff-brands" />
      <button type="submit">
        <Trans>Create</Trans>
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {done && (
        <p role="status" className="ok">
          {done}
        </p>
      )}
    </form>
  );
}

type Edit = { role: Role; brands: Brands };

/** The members, one row each; a row being changed shows its role and brands as fields (several rows can be). */
function StaffTable({ members, onChanged }: { members: readonly StaffView[]; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const when = useDateTime();
  const [edits, setEdits] = useState<ReadonlyMap<string, Edit>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const edit = (id: string, change: Edit | null) =>
    setEdits((all) => new Map([...all].filter(([k]) => k !== id).concat(change ? [[id, change]] : [])));
  const fail = (id: string, text: string | null) =>
    setErrors((all) => new Map([...all].filter(([k]) => k !== id).concat(text ? [[id, text]] : [])));

  async function act(s: StaffView, path: string, body?: unknown, method: 'POST' | 'PATCH' = 'POST') {
    fail(s.id, null);
    try {
      await api(method, `/staff/${s.id}${path}`, StaffViewSchema, body);
      edit(s.id, null);
      onChanged();
    } catch (e) {
      fail(s.id, e instanceof Error ? e.message : String(e));
    }
  }

  const state = (s: StaffView) => (s.disabled ? t`Disabled` : s.lockedUntil ? t`Locked until ${when(s.lockedUntil)}` : t`Active`);
  const actions = (s: StaffView) => {
    const editing = edits.get(s.id);
    const error = errors.get(s.id);
    return (
      <>
        {editing ? (
          <>
            <button type="button" onClick={() => void act(s, '', editing, 'PATCH')}>
              <Trans>Save</Trans>
            </button>
            <button type="button" className="secondary" onClick={() => edit(s.id, null)}>
              <Trans>Cancel</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="secondary" onClick={() => edit(s.id, { role: s.role, brands: s.brands })}>
            <Trans>Change role or brands</Trans>
          </button>
        )}
        {s.secondFactor && (
          <button type="button" className="secondary" onClick={() => void act(s, '/reset-second-factor')}>
            <Trans>Reset second factor</Trans>
          </button>
        )}
        {s.lockedUntil && (
          <button type="button" className="secondary" onClick={() => void act(s, '/unlock')}>
            <Trans>Unlock</Trans>
          </button>
        )}
        <button type="button" className="secondary" onClick={() => void act(s, s.disabled ? '/enable' : '/disable')}>
          {s.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
        </button>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </>
    );
  };

  return (
    <DataTable
      caption={<Trans>Staff members</Trans>}
      hideCaption
      rows={members}
      rowKey={(s) => s.id}
      rowTestId={(s) => `staff-${s.username}`}
      columns={[
        {
          header: <Trans>Member</Trans>,
          cell: (s) => (
            <>
              <strong>{s.username}</strong>
              <br />
              {s.displayName}
            </>
          ),
        },
        {
          header: <Trans>Role</Trans>,
          cell: (s) => {
            const editing = edits.get(s.id);
            return editing ? (
              <RoleSelect value={editing.role} onChange={(role) => edit(s.id, { ...editing, role })} label={t`Role of ${s.username}`} />
            ) : (
              i18n._(ROLE_LABELS[s.role])
            );
          },
        },
        {
          header: <Trans>Brands</Trans>,
          cell: (s) => {
            const editing = edits.get(s.id);
            return editing ? (
              <BrandPicker value={editing.brands} onChange={(brands) => edit(s.id, { ...editing, brands })} name={`brands-${s.id}`} />
            ) : (
              brandsText(s.brands, t`All brands`)
            );
          },
        },
        { header: <Trans>Second factor</Trans>, cell: (s) => (s.secondFactor ? t`Set up` : t`Not set up`) },
        { header: <Trans>State</Trans>, cell: state },
        { header: <Trans>Actions</Trans>, className: 'actions', cell: actions },
      ]}
    />
  );
}

export function StaffPage() {
  const { value, error, reload } = useLoad(() => api('GET', '/staff', StaffList), []);
  return (
    <section>
      <h1>
        <Trans>Staff</Trans>
      </h1>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <StaffTable members={value ?? []} onChanged={reload} />
      <NewStaffForm onDone={reload} />
      <TokensSection />
    </section>
  );
}
