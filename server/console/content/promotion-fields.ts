/**
 * The fields an operator sets on a promotion (an announcement of type PR) beyond the shared content
 * fields: its categories (the promotions page's tabs), how a player applies (a picture, remarks), the
 * fixed reward an approved application pays (minor units; empty: the cashier decides each time) and
 * the turnover the paid bonus needs before a withdrawal (a multiple of the bonus). Checked here with
 * a clear message per field before the content service (which stores them) runs its own checks.
 */
import * as v from 'valibot';
import { Int4Id } from '../../../src/contracts/id';
import { ApiError } from '../../http/api-error';

export const PROMOTION_FIELDS = ['categoryIds', 'imageRequired', 'remarkRequired', 'rewardAmount', 'turnoverMultiple'] as const;

const PromotionFields = v.looseObject({
  categoryIds: v.optional(
    v.pipe(
      v.array(Int4Id, 'must be a list of category ids'),
      v.maxLength(10, 'at most 10 categories'),
      v.check((ids) => new Set(ids).size === ids.length, 'a category appears twice'),
    ),
  ),
  imageRequired: v.optional(v.boolean('must be true or false')),
  remarkRequired: v.optional(v.boolean('must be true or false')),
  rewardAmount: v.optional(
    v.nullable(
      v.pipe(
        v.number('must be an amount in minor units, or null for the cashier to decide'),
        v.safeInteger('must be a whole number of minor units'),
        v.minValue(1, 'must be at least 1 minor unit, or null for the cashier to decide'),
      ),
    ),
  ),
  turnoverMultiple: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(0, 'must be 0 (no turnover) or more'),
      v.maxValue(100, 'must be at most 100'),
    ),
  ),
});

/**
 * Checks the promotion fields of a write to an announcement of `type`: every problem at once, as
 * `value.fields` (field → message) and in the message; refused on other kinds.
 */
export function checkPromotionFields(fields: Record<string, unknown>, type: string | undefined): void {
  const given = PROMOTION_FIELDS.filter((f) => fields[f] !== undefined);
  if (given.length === 0) return;
  const problems: Record<string, string> = {};
  if (type !== 'PR') for (const f of given) problems[f] = 'only promotions have this field';
  else {
    const r = v.safeParse(PromotionFields, fields);
    if (!r.success)
      for (const issue of r.issues) {
        const key = String(issue.path?.[0]?.key ?? 'body');
        problems[key] ??= issue.message;
      }
  }
  const entries = Object.entries(problems);
  if (entries.length === 0) return;
  throw new ApiError('request.invalid', {
    message: entries.map(([f, m]) => `${f}: ${m}`).join('; '),
    value: { fields: problems },
  });
}
