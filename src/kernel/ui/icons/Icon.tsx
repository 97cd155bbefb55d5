/** One icon of the set: inline SVG in `currentColor`, hidden from assistive tech (labels stay text). */
import { GLYPHS, type IconName } from './glyphs';
import styles from './icons.module.css';

export type IconProps = {
  name: IconName;
  /** edge length in rem; default from CSS (`--icon-size`, else 1.25rem) */
  size?: number;
  className?: string;
};

export function Icon({ name, size, className }: IconProps) {
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
      {GLYPHS[name].map((d) => (
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
      <text x="12" y="12" dy="0.35em" textAnchor="middle" fill="currentColor" fontSize="8.5" fontWeight="800" fontFamily="system-ui, sans-serif" textLength={String(age).length > 1 ? 14 : 10} lengthAdjust="spacingAndGlyphs">
        {age}+
      </text>
    </svg>
  );
}
