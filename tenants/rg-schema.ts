/**
 * The optional `responsibleGambling` block of a tenant file. Left out, the defaults of
 * server/rg/settings.ts apply (24 h cooling period, every limit offered, no default reality check).
 */
import * as v from 'valibot';

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;

export const RgSettingsSchema = v.strictObject({
  /** hours before raising or removing a limit takes effect (lowering is immediate) */
  coolingHours: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(168))),
  /** which money limits the brand offers */
  limits: v.optional(v.pipe(v.array(v.picklist(RG_LIMIT_KINDS)), v.minLength(1))),
  /** reality-check interval in minutes for players who set none; absent = none */
  defaultRealityCheckMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(240))),
});
export type RgSettings = v.InferOutput<typeof RgSettingsSchema>;
