/**
 * The brand's VIP ladder and missions: its tenant file's `vip` and `missions` blocks
 * (tenants/member-schema.ts), or these defaults (scaled to the currency's minor units).
 */
import type { MissionSettings, VipSettings } from '../../tenants/member-schema';
import type { Tenant } from '../../tenants/schema';

export function vipSettings(tenant: Tenant): VipSettings {
  if (tenant.vip) return tenant.vip;
  const u = 10 ** tenant.currency.minorUnits;
  const b = (rebatePercent: number, withdrawalsPerDay: number) => ({
    rebatePercent,
    birthdayBonus: 0,
    upgradeBonus: 0,
    withdrawalsPerDay,
    dedicatedService: false,
  });
  return {
    ranks: [
      { labelId: 'VIP0', name: 'Member', deposits: 0, turnover: 0, benefits: b(0, 3) },
      { labelId: 'VIP1', name: 'Bronze', deposits: 100 * u, turnover: 500 * u, benefits: b(0.2, 5) },
      { labelId: 'VIP2', name: 'Silver', deposits: 1000 * u, turnover: 5000 * u, benefits: b(0.4, 8) },
    ],
  };
}

export function missionSettings(tenant: Tenant): MissionSettings {
  return tenant.missions ?? { utcOffsetMinutes: 0, tasks: [] };
}

/** The brand's local time (missions.utcOffsetMinutes, also the VIP rebate's and birthdays' calendar). */
export function brandOffsetMinutes(tenant: Tenant): number {
  return missionSettings(tenant).utcOffsetMinutes;
}

/** The VIP turnover rebate's period; a week (from Monday) unless the brand file says a day. */
export function rebatePeriod(tenant: Tenant): 'day' | 'week' {
  return vipSettings(tenant).rebatePeriod ?? 'week';
}

/** The withdrawal rule's multiple on VIP bonuses (1 unless the brand file says otherwise). */
export function vipBonusTurnoverMultiple(tenant: Tenant): number {
  return vipSettings(tenant).bonusTurnoverMultiple ?? 1;
}
