/** Paging in the platform's style: `pageNo` (from 1), `pageSize`; answers add `totalPages`, `totalCount`. */
import * as v from 'valibot';

const PositiveInt = (max: number) =>
  v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(max));

export const PageQuerySchema = v.object({
  pageNo: v.optional(PositiveInt(100_000), 1),
  pageSize: v.optional(PositiveInt(100), 20),
});

export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({
    list: v.array(item),
    pageNo: v.number(),
    pageSize: v.number(),
    totalPages: v.number(),
    totalCount: v.number(),
  });
}
export type Page<T> = { list: T[]; pageNo: number; pageSize: number; totalPages: number; totalCount: number };

/** `YYYY-MM-DD`: a day in the brand's calendar (UTC on the reference server). */
export const DaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD'));
