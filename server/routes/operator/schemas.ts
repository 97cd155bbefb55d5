/** Request bodies and params of the operator HTTP API (valibot). */
import * as v from 'valibot';

export const FlagChangeSchema = v.picklist(['on', 'off', 'reset']);
/** `true`/`false` are accepted for on/off. */
const FlagValue = v.union([FlagChangeSchema, v.boolean()]);

export const TenantParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)) });
export const FlagParams = v.object({ tenant: v.pipe(v.string(), v.maxLength(40)), key: v.pipe(v.string(), v.maxLength(40)) });

export const FlagBody = v.strictObject({ change: FlagValue });
/** `null` resets the setting to the tenant file. */
export const SettingBody = v.strictObject({ value: v.union([v.null(), v.string(), v.number()]) });
export const SwitchBody = v.strictObject({ on: v.boolean() });

/** Several changes at once (what the flag matrix sends per row); `reset` clears everything first. */
export const ApplyBody = v.strictObject({
  reset: v.optional(v.boolean(), false),
  flags: v.optional(v.record(v.pipe(v.string(), v.maxLength(40)), FlagValue), {}),
  settings: v.optional(v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.null(), v.string(), v.number()])), {}),
  maintenance: v.optional(v.boolean()),
  regionRestriction: v.optional(v.boolean()),
  /** false takes the identity provider down for the brand (its sign-in buttons hide) */
  identityService: v.optional(v.boolean()),
});
export type ApplyInput = v.InferOutput<typeof ApplyBody>;

export function toChange(value: v.InferOutput<typeof FlagValue>): 'on' | 'off' | 'reset' {
  if (value === true) return 'on';
  if (value === false) return 'off';
  return value;
}
