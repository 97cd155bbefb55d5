import type { TenantStatus } from '../actions';
import { onOff, type OpsCommand } from '../command';

export function describeStatus(s: TenantStatus): string {
  const words = ['normal', 'maintenance', 'region restricted'][s.status];
  const overrides = s.overrides.map((f) => `${f.key}=${f.enabled ? 'on' : 'off'}`).join(', ') || 'none';
  return [
    `${s.tenant}: status ${s.status} (${words})`,
    `  maintenance: ${s.maintenance ? 'on' : 'off'}`,
    `  region restriction: ${s.regionRestriction ? 'on' : 'off'}`,
    `  flag overrides: ${overrides}`,
  ].join('\n');
}

export const maintenanceCommand: OpsCommand = {
  name: 'maintenance',
  usage: 'maintenance <tenant> on|off',
  summary: 'put a brand into maintenance (status 1) or take it out',
  async run([tenant = '', value], { actions }) {
    actions.tenant(tenant);
    return describeStatus(await actions.setMaintenance(tenant, onOff(value, 'maintenance <tenant> on|off')));
  },
};

export const regionCommand: OpsCommand = {
  name: 'region',
  usage: 'region <tenant> on|off',
  summary: 'restrict a brand by region/IP (status 2 unless in maintenance) or lift it',
  async run([tenant = '', value], { actions }) {
    actions.tenant(tenant);
    return describeStatus(await actions.setRegionRestriction(tenant, onOff(value, 'region <tenant> on|off')));
  },
};

export const statusCommand: OpsCommand = {
  name: 'status',
  usage: 'status <tenant>',
  summary: "show a brand's system status, switches and flag overrides",
  async run([tenant = ''], { actions }) {
    return describeStatus(await actions.status(tenant));
  },
};
