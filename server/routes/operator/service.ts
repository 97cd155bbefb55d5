/**
 * The operator API's actions: the ops CLI's actions (server/ops/actions.ts) for flags and
 * switches, plus the brand-setting overrides and the "reset a brand" and "apply many" operations
 * the flag matrix needs. Input is checked completely before anything is written.
 */
import { FLAG_KEYS } from '../../../src/contracts/flags';
import { ApiError } from '../../http/api-error';
import { type OpsActions, OpsError } from '../../ops/actions';
import {
  effectiveTenant,
  isSettingKey,
  SETTING_KEYS,
  type SettingKey,
  type SettingsRepository,
  settingProblem,
  type TenantSettings,
} from '../../tenants/settings-repository';
import { type ApplyInput, toChange } from './schemas';

export type SettingView = { key: SettingKey; value: unknown; fileValue: unknown; source: 'file' | 'override' };

export function createOperatorService(actions: OpsActions, settings: SettingsRepository) {
  function tenant(id: string) {
    try {
      return actions.tenant(id);
    } catch (error) {
      if (error instanceof OpsError) throw new ApiError('merchant.unknown', { message: error.message });
      throw error;
    }
  }

  function flagKey(key: string) {
    try {
      return actions.flagKey(key);
    } catch (error) {
      if (error instanceof OpsError) throw new ApiError('request.invalid', { message: error.message });
      throw error;
    }
  }

  function settingKey(id: string, key: string, value: unknown): SettingKey {
    if (!isSettingKey(key))
      throw new ApiError('request.invalid', { message: `Unknown setting "${key}". Settings: ${SETTING_KEYS.join(', ')}.` });
    const problem = value === null ? null : settingProblem(tenant(id), key, value);
    if (problem) throw new ApiError('request.invalid', { message: problem });
    return key;
  }

  async function listSettings(id: string): Promise<SettingView[]> {
    const t = tenant(id);
    const o = await settings.overrides(t.id);
    const eff = effectiveTenant(t, o);
    const pick = (x: typeof t, k: SettingKey): unknown =>
      k === 'mem_cen' || k === 'dep_func'
        ? x.templates[k]
        : k === 'age'
          ? x.age
          : k === 'smsVerification'
            ? x.login.smsVerification
            : x.defaultLanguage;
    return SETTING_KEYS.map((key) => ({
      key,
      value: pick(eff, key),
      fileValue: pick(t, key),
      source: o[key] === undefined ? 'file' : 'override',
    }));
  }

  async function setSetting(id: string, key: string, value: string | number | null): Promise<SettingView[]> {
    const k = settingKey(id, key, value);
    await settings.set(tenant(id).id, k, value as TenantSettings[typeof k] | null);
    return listSettings(id);
  }

  async function state(id: string) {
    const [status, flags, settingViews] = await Promise.all([actions.status(id), actions.listFlags(id), listSettings(id)]);
    return { ...status, flags, settings: settingViews };
  }

  async function reset(id: string) {
    const t = tenant(id);
    for (const key of FLAG_KEYS) await actions.setFlag(t.id, key, 'reset');
    await settings.clear(t.id);
    await actions.setMaintenance(t.id, false);
    await actions.setRegionRestriction(t.id, false);
    await actions.setIdentityService(t.id, true);
    return state(id);
  }

  async function apply(id: string, input: ApplyInput) {
    const t = tenant(id);
    const flags = Object.entries(input.flags).map(([k, value]) => [flagKey(k), toChange(value)] as const);
    const changes = Object.entries(input.settings).map(([k, value]) => [settingKey(id, k, value), value] as const);
    if (input.reset) await reset(t.id);
    for (const [k, change] of flags) await actions.setFlag(t.id, k, change);
    for (const [k, value] of changes) await settings.set(t.id, k, value as TenantSettings[typeof k] | null);
    if (input.maintenance !== undefined) await actions.setMaintenance(t.id, input.maintenance);
    if (input.regionRestriction !== undefined) await actions.setRegionRestriction(t.id, input.regionRestriction);
    if (input.identityService !== undefined) await actions.setIdentityService(t.id, input.identityService);
    return state(id);
  }

  return { tenant, flagKey, state, listSettings, setSetting, reset, apply };
}
