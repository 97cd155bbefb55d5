/** Picks a brand scope: every brand (present and future), or some of them. */
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { Brands } from './schemas';
import { meAtom } from './state';

export function BrandPicker({ value, onChange, name }: { value: Brands; onChange: (v: Brands) => void; name: string }) {
  const me = useAtomValue(meAtom);
  const brands = me?.brands ?? [];
  const some = value === 'all' ? [] : value;
  return (
    <fieldset className="brand-picker">
      <legend>
        <Trans>Brands</Trans>
      </legend>
      <label className="inline">
        <input type="checkbox" name={`${name}-all`} checked={value === 'all'} onChange={(e) => onChange(e.target.checked ? 'all' : [])} />
        <Trans>All brands</Trans>
      </label>
      {value !== 'all' &&
        brands.map((b) => (
          <label key={b.id} className="inline">
            <input
              type="checkbox"
              name={`${name}-${b.id}`}
              checked={some.includes(b.id)}
              onChange={(e) => onChange(e.target.checked ? [...some, b.id] : some.filter((x) => x !== b.id))}
            />
            {b.name}
          </label>
        ))}
    </fieldset>
  );
}
