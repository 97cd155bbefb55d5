/** The staff area's inputs (valibot at the boundary; the ops command parses through the same schemas). */
import * as v from 'valibot';
import { ROLES } from '../permissions';

export const Username = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(/^[a-z0-9._-]{3,40}$/, '3-40 letters, digits, dot, dash or underscore'),
);
export const DisplayName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80));
export const RoleSchema = v.picklist(ROLES);
const BrandId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{1,30}$/, 'a brand id'));
/** `all` or a non-empty list of brand ids */
export const BrandsSchema = v.union([v.literal('all'), v.pipe(v.array(BrandId), v.minLength(1), v.maxLength(200))]);

export const NewStaffBody = v.strictObject({
  username: Username,
  displayName: DisplayName,
  role: RoleSchema,
  brands: BrandsSchema,
  password: v.pipe(v.string(), v.maxLength(200)),
});
export type NewStaffInput = v.InferOutput<typeof NewStaffBody>;

export const StaffChangeBody = v.pipe(
  v.strictObject({
    displayName: v.optional(DisplayName),
    role: v.optional(RoleSchema),
    brands: v.optional(BrandsSchema),
  }),
  v.check((b) => b.displayName !== undefined || b.role !== undefined || b.brands !== undefined, 'nothing to change'),
);
export type StaffChange = v.InferOutput<typeof StaffChangeBody>;
