/**
 * Issue 25 item 9b: the payee-name settings call accepted markup that registration refuses. Both now
 * check the brand's `payeeName` field rule: every value gets the same verdict from registration's
 * schema and from the settings call, and a refused one writes nothing.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { registrationPlan, registrationSchema } from '../../../src/contracts/validation/registration';
import { memberCall, player } from '../../member/test/session';
import { fileTestApp } from '../../test/app';

const t = fileTestApp();

const VALUES = [
  '<b>Tan</b>',
  '<img src=x onerror=alert(1)>',
  'Tan"><script>',
  'a',
  'x'.repeat(41),
  'Lucky Tan',
  "Seng O'Neil-Ly",
  'សុខ ចាន់',
];

describe('payee name: one rule for registration and settings', () => {
  it('the settings call accepts exactly what registration accepts, and a refusal writes nothing', async () => {
    const tenant = t.app.tenants.get('royal');
    if (!tenant) throw new Error('no royal');
    const plan = registrationPlan(
      tenant.register,
      { USERNAMEREG3: true, MOBILENUMREG3: false, REGMOBVERF3: false, MOBILENUMPASSREG3: false, CAPTCHA3: false },
      'username',
    );
    expect(plan.fields.some((f) => f.field === 'payeeName')).toBe(true);
    const registration = registrationSchema(plan);
    const registers = (payeeName: string) => {
      const r = v.safeParse(registration, {
        username: 'tan1234',
        password: 'secret12',
        confirmPassword: 'secret12',
        terms: true,
        payeeName,
      });
      return r.success || !r.issues.some((i) => v.getDotPath(i) === 'payeeName');
    };
    const p = await player(t.app, new Date());
    for (const payeeName of VALUES) {
      const answer = (await memberCall(t.app, p, 'setPayee', { body: { payeeName } })).json();
      expect({ payeeName, saved: answer.success === true }).toEqual({ payeeName, saved: registers(payeeName) });
      const [row] = await t.app.db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [p.member.id]);
      if (!answer.success) expect(row?.payee_name).not.toBe(payeeName);
      else expect(row?.payee_name).toBe(payeeName);
    }
    expect(registers('<b>Tan</b>')).toBe(false);
    expect(registers('Lucky Tan')).toBe(true);
  });
});
