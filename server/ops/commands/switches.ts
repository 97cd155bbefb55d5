import type { TenantStatus } from '../actions';
import { type OpsCommand, type OpsContext, onOff } from '../command';

export function describeStatus(s: TenantStatus): string {
  const words = ['normal', 'maintenance', 'region restricted'][s.status];
  const overrides = s.overrides.map((f) => `${f.key}=${f.enabled ? 'on' : 'off'}`).join(', ') || 'none';
  return [
    `${s.tenant}: status ${s.status} (${words})`,
    `  maintenance: ${s.maintenance ? 'on' : 'off'}`,
    `  region restriction: ${s.regionRestriction ? 'on' : 'off'}`,
    `  identity service: ${s.identityService ? 'up' : 'down'}`,
    `  flag overrides: ${overrides}`,
  ].join('\n');
}

/** An on/off switch of a brand's system status; both switches print the resulting status. */
function switchCommand(
  name: string,
  summary: string,
  set: (actions: OpsContext['actions'], tenant: string, on: boolean) => Promise<TenantStatus>,
): OpsCommand {
  const usage = `${name} <tenant> on|off`;
  return {
    name,
    usage,
    summary,
    async run([tenant = '', value], { actions }) {
      actions.tenant(tenant);
      return describeStatus(await set(actions, tenant, onOff(value, usage)));
    },
  };
}

export const maintenanceCommand = switchCommand(
  'maintenance',
  'put a brand into maintenance (status 1) or take it out',
  (actions, tenant, on) => actions.setMaintenance(tenant, on),
);

export const regionCommand = switchCommand(
  'region',
  'restrict a brand by region/IP (status 2 unless in maintenance) or lift it',
  (actions, tenant, on) => actions.setRegionRestriction(tenant, on),
);

export const statusCommand: OpsCommand = {
  name: 'status',
  usage: 'status <tenant>',
  summary: "show a brand's system status, switches and flag overrides",
  async run([tenant = ''], { actions }) {
    return describeStatus(await actions.status(tenant));
  },
};

/** `identity <tenant> up|down`: the identity provider (social and phone sign-in) for one brand. */
export const identityCommand: OpsCommand = {
  name: 'identity',
  usage: 'identity <tenant> up|down',
  summary: "take a brand's identity provider (social and phone sign-in) down, or bring it back up",
  async run([tenant = '', value], { actions }) {
    actions.tenant(tenant);
    const v = value?.toLowerCase();
    const on = v === 'up' ? true : v === 'down' ? false : onOff(value, 'identity <tenant> up|down');
    return describeStatus(await actions.setIdentityService(tenant, on));
  },
};
