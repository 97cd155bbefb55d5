/**
 * A promotion's own fields in the editor: its categories (the promotions page's tabs), how a player
 * applies (a picture, remarks), the fixed reward an approved application pays (in the brand's
 * currency; empty: the cashier decides each time) and the turnover the paid bonus needs before a
 * withdrawal. The server checks each field and names the one it refuses.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMinor } from '../../../../src/contracts/wallet/money';
import { CheckboxField, FieldError, TextField } from './FormFields';
import type { PromotionSettings } from './schemas';

export type PromotionDraft = { categoryIds: number[]; imageRequired: boolean; remarkRequired: boolean; reward: string; turnover: string };

export function promotionDraftOf(
  item: {
    categoryIds: number[];
    imageRequired: boolean;
    remarkRequired: boolean;
    rewardAmount: number | null;
    turnoverMultiple: number;
  } | null,
  minorUnits: 0 | 2,
): PromotionDraft {
  return {
    categoryIds: item?.categoryIds ?? [],
    imageRequired: item?.imageRequired ?? false,
    remarkRequired: item?.remarkRequired ?? false,
    reward: item?.rewardAmount == null ? '' : formatMinor(item.rewardAmount, minorUnits),
    turnover: String(item?.turnoverMultiple ?? 0),
  };
}

type Props = {
  value: PromotionDraft;
  onChange: (next: PromotionDraft) => void;
  settings: PromotionSettings;
  errors: Record<string, string>;
  disabled: boolean;
};

export function PromotionFields({ value, onChange, settings, errors, disabled }: Props) {
  const { t, i18n } = useLingui();
  const ids = { categories: useId(), apply: useId() };
  const lang = i18n.locale === 'zh' ? 'zh' : 'en';
  const set = (patch: Partial<PromotionDraft>) => onChange({ ...value, ...patch });
  return (
    <fieldset data-testid="promotion-fields">
      <legend>
        <Trans>Promotion</Trans>
      </legend>
      <fieldset aria-describedby={errors.categoryIds ? ids.categories : undefined}>
        <legend>
          <Trans>Categories (tabs of the promotions page)</Trans>
        </legend>
        <div className="row">
          {settings.categories.map((c) => (
            <CheckboxField
              key={c.id}
              label={c.names[lang]}
              checked={value.categoryIds.includes(c.id)}
              onChange={(on) => set({ categoryIds: on ? [...value.categoryIds, c.id] : value.categoryIds.filter((x) => x !== c.id) })}
              disabled={disabled}
              testId={`promotion-category-${c.id}`}
            />
          ))}
        </div>
        <FieldError id={ids.categories} text={errors.categoryIds} />
      </fieldset>
      <fieldset aria-describedby={errors.imageRequired || errors.remarkRequired ? ids.apply : undefined}>
        <legend>
          <Trans>To apply for the reward, a player sends</Trans>
        </legend>
        <div className="row">
          <CheckboxField
            label={t`a picture`}
            checked={value.imageRequired}
            onChange={(on) => set({ imageRequired: on })}
            disabled={disabled}
            testId="promotion-image-required"
          />
          <CheckboxField
            label={t`remarks`}
            checked={value.remarkRequired}
            onChange={(on) => set({ remarkRequired: on })}
            disabled={disabled}
            testId="promotion-remark-required"
          />
        </div>
        <FieldError id={ids.apply} text={errors.imageRequired ?? errors.remarkRequired} />
      </fieldset>
      <div className="row">
        <TextField
          label={t`Fixed reward (${settings.currency.code}; empty: the cashier decides each time)`}
          inputMode="decimal"
          value={value.reward}
          onChange={(reward) => set({ reward })}
          error={errors.rewardAmount}
          disabled={disabled}
          testId="promotion-reward"
        />
        <TextField
          label={t`Turnover before withdrawal (times the reward, 0 to 100)`}
          inputMode="numeric"
          value={value.turnover}
          onChange={(turnover) => set({ turnover })}
          error={errors.turnoverMultiple}
          disabled={disabled}
          testId="promotion-turnover"
        />
      </div>
    </fieldset>
  );
}
