/** What the console API answers (valibot: the client trusts nothing it has not checked). */
import * as v from 'valibot';

export const ROLES = ['administrator', 'cashier', 'support', 'content', 'readonly'] as const;
export const Role = v.picklist(ROLES);
export type Role = v.InferOutput<typeof Role>;
export const Brands = v.union([v.literal('all'), v.array(v.string())]);
export type Brands = v.InferOutput<typeof Brands>;

export const Me = v.object({
  staff: v.object({ id: v.string(), username: v.string(), displayName: v.string(), role: Role, brands: Brands }),
  permissions: v.array(v.string()),
  brands: v.array(v.object({ id: v.string(), name: v.string(), enabled: v.boolean() })),
  csrf: v.nullable(v.string()),
});
export type Me = v.InferOutput<typeof Me>;

export const SignInStep = v.object({ next: v.picklist(['second-factor', 'enrol']), csrf: v.string() });
export const Enrolment = v.object({ secret: v.string(), uri: v.string() });
export const Done = v.unknown();
