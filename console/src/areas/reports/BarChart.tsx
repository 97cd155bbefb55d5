/**
 * A small grouped bar chart as inline SVG (no chart library): one group per day, one bar per
 * series, a zero line for negative values, the values in each bar's title and a text summary for
 * screen readers (the figures are also in the table below it).
 */
export type Series = { key: string; label: string; colour: string; values: number[] };

const HEIGHT = 180;
const PAD = 24;

export function BarChart({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: string[];
  series: Series[];
  format: (n: number) => string;
}) {
  const all = series.flatMap((s) => s.values);
  const max = Math.max(1, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const group = Math.max(24, series.length * 14 + 10);
  const width = PAD * 2 + days.length * group;
  const y = (n: number) => PAD + ((max - n) / span) * (HEIGHT - PAD * 2);
  const bar = Math.max(6, (group - 10) / series.length);
  return (
    <figure className="chart">
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="xMinYMid meet"
      >
        <line x1={PAD} x2={width - PAD} y1={y(0)} y2={y(0)} stroke="#7a8491" />
        {days.map((day, d) =>
          series.map((s, i) => {
            const value = s.values[d] ?? 0;
            const top = Math.min(y(value), y(0));
            return (
              <rect
                key={`${day}-${s.key}`}
                x={PAD + d * group + 5 + i * bar}
                y={top}
                width={bar - 2}
                height={Math.max(1, Math.abs(y(value) - y(0)))}
                fill={s.colour}
              >
                <title>{`${day} · ${s.label}: ${format(value)}`}</title>
              </rect>
            );
          }),
        )}
        {days.map((day, d) => (
          <text key={day} x={PAD + d * group + group / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="10" fill="#1b1f24">
            {day.slice(5)}
          </text>
        ))}
      </svg>
      <figcaption>
        <ul className="legend">
          {series.map((s) => (
            <li key={s.key}>
              <svg width="12" height="12" aria-hidden="true" className="swatch">
                <rect width="12" height="12" fill={s.colour} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
