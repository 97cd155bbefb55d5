/**
 * Fault drills for the demo vendors (the fault suite, scripts/faults/): `VENDOR_FAULT=after-debit:kill`
 * makes the process kill itself with SIGKILL right after the operator debited a real-money stake and
 * before the round is recorded, which is the crash the unrecorded-stake sweep exists for
 * (stake-intents.ts). `VENDOR_UNSETTLED_STAKE_MS` shortens the settlement window for a drill.
 * Refused in production: a misplaced variable must never kill a live server.
 */
import * as v from 'valibot';
import type { VendorDeps } from './context';

const Env = v.object({
  VENDOR_FAULT: v.optional(v.picklist(['after-debit:kill'], 'VENDOR_FAULT must be after-debit:kill')),
  VENDOR_UNSETTLED_STAKE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'VENDOR_UNSETTLED_STAKE_MS must be whole milliseconds'),
      v.transform(Number),
      v.minValue(1_000),
      v.maxValue(3_600_000),
    ),
  ),
});

export type VendorDrill = Pick<VendorDeps, 'fault' | 'unsettledStakeMs'>;

export function vendorDrillFromEnv(env: Record<string, string | undefined>, production: boolean): VendorDrill {
  const parsed = v.safeParse(Env, {
    VENDOR_FAULT: env.VENDOR_FAULT || undefined,
    VENDOR_UNSETTLED_STAKE_MS: env.VENDOR_UNSETTLED_STAKE_MS || undefined,
  });
  if (!parsed.success) throw new Error(parsed.issues.map((i) => i.message).join('; '));
  const { VENDOR_FAULT: fault, VENDOR_UNSETTLED_STAKE_MS: window } = parsed.output;
  if (fault && production) throw new Error('VENDOR_FAULT is a fault drill: refused with NODE_ENV=production');
  return {
    ...(fault ? { fault: async () => void process.kill(process.pid, 'SIGKILL') } : {}),
    ...(window ? { unsettledStakeMs: window } : {}),
  };
}
