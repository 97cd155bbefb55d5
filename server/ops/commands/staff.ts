/**
 * `npm run ops -- staff …`: the operator console's staff from the command line: the first
 * administrator (`create`), a list, and the administrator's rescue actions (reset the second factor,
 * unlock, disable, enable) for when nobody can sign in. `seed-demo` creates the demo members
 * (docs/console.md; demo and test servers only). Every change is written to the console's audit log
 * as done by `ops`.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { clock } from '../../clock';
import { staffByUsername, viewOf } from '../../console/auth/staff-repo';
import { listStaff } from '../../console/auth/staff-repo';
import { seedDemoStaff } from '../../console/staff/demo';
import { NewStaffBody } from '../../console/staff/schemas';
import { type Actor, createStaff, resetSecondFactor, setDisabled, unlockStaff } from '../../console/staff/service';
import { ApiError } from '../../http/api-error';
import { OpsError } from '../actions';
import { type OpsCommand, type OpsContext, splitOptions } from '../command';

const USAGE =
  'staff list | create <username> --role R [--brands all|a,b] [--name TEXT] [--password TEXT] | reset-second-factor|unlock|disable|enable <username> | seed-demo';
const OPS: Actor = { staffId: null, actor: 'ops' };

/** A password that passes the staff rule: 24 random characters. */
function generatedPassword(): string {
  return randomBytes(18).toString('base64url');
}

async function member(ctx: OpsContext, username: string) {
  const found = username ? await staffByUsername(ctx.db, username) : null;
  if (!found) throw new OpsError(`No staff member "${username}". Usage: npm run ops -- ${USAGE}`);
  return found;
}

/** A console service failure (weak password, taken name, ...) as the command's error. */
async function asOps<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ApiError) throw new OpsError(error.message);
    throw error;
  }
}

export const staffCommand: OpsCommand = {
  name: 'staff',
  usage: USAGE,
  summary: 'operator console staff: create the first administrator, list, reset a second factor, unlock, disable, enable',
  async run(args, ctx) {
    const { positional, opts } = splitOptions(args);
    const [action, username = ''] = positional;
    const now = clock.now();
    const known = ctx.registry.all.map((t) => t.id);
    switch (action) {
      case 'list': {
        const rows = (await listStaff(ctx.db)).map((r) => viewOf(r, now));
        if (rows.length === 0) return 'No staff yet: npm run ops -- staff create <username> --role administrator';
        return rows
          .map(
            (s) =>
              `${s.username.padEnd(20)} ${s.role.padEnd(13)} ${s.brands === 'all' ? 'all brands' : s.brands.join(',')}${s.secondFactor ? '' : '  (not enrolled)'}${s.disabled ? '  DISABLED' : ''}${s.lockedUntil ? `  locked until ${s.lockedUntil}` : ''}`,
          )
          .join('\n');
      }
      case 'create': {
        const generated = opts.password === undefined;
        const password = opts.password ?? generatedPassword();
        const brands =
          !opts.brands || opts.brands === 'all'
            ? 'all'
            : opts.brands
                .split(',')
                .map((b) => b.trim())
                .filter(Boolean);
        const parsed = v.safeParse(NewStaffBody, { username, displayName: opts.name || username, role: opts.role ?? '', brands, password });
        if (!parsed.success) {
          throw new OpsError(
            `${parsed.issues.map((i) => `${v.getDotPath(i) ?? 'input'}: ${i.message}`).join('; ')}. Usage: npm run ops -- ${USAGE}`,
          );
        }
        const view = await asOps(() => createStaff(ctx.db, OPS, parsed.output, known, now));
        return [
          `${view.username}: created (${view.role}, ${view.brands === 'all' ? 'every brand' : view.brands.join(', ')}).`,
          ...(generated ? [`Password (shown once): ${password}`] : []),
          'At the first sign-in on /console/ the member sets up their authenticator app (a QR code and its otpauth:// text).',
        ].join('\n');
      }
      case 'reset-second-factor': {
        const s = await member(ctx, username);
        await asOps(() => resetSecondFactor(ctx.db, OPS, s.id, now));
        return `${s.username}: second factor cleared; they set up a new one at the next sign-in. Their sessions ended.`;
      }
      case 'unlock': {
        const s = await member(ctx, username);
        await asOps(() => unlockStaff(ctx.db, OPS, s.id, now));
        return `${s.username}: unlocked.`;
      }
      case 'disable':
      case 'enable': {
        const s = await member(ctx, username);
        await asOps(() => setDisabled(ctx.db, OPS, s.id, action === 'disable', now));
        return `${s.username}: ${action === 'disable' ? 'disabled (their sessions ended)' : 'enabled'}.`;
      }
      case 'seed-demo':
        return (await seedDemoStaff(ctx.db, known, now)).join('\n');
      default:
        throw new OpsError(`Usage: npm run ops -- ${USAGE}`);
    }
  },
};
