/** One icon of the set: inline SVG in `currentColor`, hidden from assistive tech (labels stay text). */
import { useEffect, useState } from 'react';
import { GLYPHS, type IconName } from './glyphs';
import styles from './icons.module.css';

export type IconProps = {
  name: IconName;
  /** edge length in rem; default from CSS (`--icon-size`, else 1.25rem) */
  size?: number;
  className?: string;
};

type Paths = readonly string[];
let more: Record<string, Paths> | null = null;
let loading: Promise<Record<string, Paths>> | null = null;
/** The icons outside the first load (`glyphs-more.ts`), fetched once. */
export function loadMoreGlyphs(): Promise<Record<string, Paths>> {
  loading ??= import('./glyphs-more').then((m) => {
    more = m.MORE_GLYPHS;
    return more;
  });
  return loading;
}

function usePaths(name: IconName): Paths {
  const core = (GLYPHS as Record<string, Paths>)[name];
  const [, setLoaded] = useState(more !== null);
  useEffect(() => {
    if (core || more) return;
    let live = true;
    void loadMoreGlyphs().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [core]);
  return core ?? more?.[name] ?? [];
}

export function Icon({ name, size, className }: IconProps) {
  const paths = usePaths(name);
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={size === undefined ? undefined : { width: `${size}rem`, height: `${size}rem` }}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The age badge (18+ / 21+): a ring with the brand's age written inside, in `currentColor`. */
export function AgeBadge({ age, size, className }: { age: number; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      style={size === undefined ? undefined : { width: `${size}rem`, height: `${size}rem` }}
      aria-hidden="true"
      focusable="false"
      data-icon="age"
    >
      <circle cx="12" cy="12" r="10.6" fill="none" stroke="currentColor" strokeWidth={1.8} />
      <text
        x="12"
        y="12"
        dy="0.35em"
        textAnchor="middle"
        fill="currentColor"
        fontSize="8.5"
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
        textLength={String(age).length > 1 ? 14 : 10}
        lengthAdjust="spacingAndGlyphs"
      >
        {age}+
      </text>
    </svg>
  );
}
