/** Dates of notices: YYYY-MM-DD in lists (spec), year/month/day in the popup, in local time. */
export function formatDay(iso: string, sep: '-' | '/' = '-'): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return [d.getFullYear(), p(d.getMonth() + 1), p(d.getDate())].join(sep);
}
