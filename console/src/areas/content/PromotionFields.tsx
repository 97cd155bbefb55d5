/**
 * A promotion's own fields in the editor: its categories (the promotions page's tabs), how a player
 * applies (a picture, remarks), the fixed reward an approved application pays (in the brand's
 * currency; empty: the cashier decides each time) and the turnover the paid bonus needs before a
 * withdrawal. The server checks each field and names the one it refuses.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMinor } from '../../../../src/contracts/wallet/money';
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

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="error" data-testid="promotion-field-error">
      {text}
    </span>
  ) : null;
}

export function PromotionFields({ value, onChange, settings, errors, disabled }: Props) {
  const { t, i18n } = useLingui();
  const ids = { categories: useId(), reward: useId(), turnover: useId(), apply: useId() };
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
            <label key={c.id} className="inline">
              <input
                type="checkbox"
                disabled={disabled}
                checked={value.categoryIds.includes(c.id)}
                onChange={(e) =>
                  set({ categoryIds: e.target.checked ? [...value.categoryIds, c.id] : value.categoryIds.filter((x) => x !== c.id) })
                }
                data-testid={`promotion-category-${c.id}`}
              />
              {c.names[lang]}
            </label>
          ))}
        </div>
        <FieldError id={ids.categories} text={errors.categoryIds} />
      </fieldset>
      <fieldset aria-describedby={errors.imageRequired || errors.remarkRequired ? ids.apply : undefined}>
        <legend>
          <Trans>To apply for the reward, a player sends</Trans>
        </legend>
        <div className="row">
          <label className="inline">
            <input
              type="checkbox"
              disabled={disabled}
              checked={value.imageRequired}
              onChange={(e) => set({ imageRequired: e.target.checked })}
              data-testid="promotion-image-required"
            />
            <Trans>a picture</Trans>
          </label>
          <label className="inline">
            <input
              type="checkbox"
              disabled={disabled}
              checked={value.remarkRequired}
              onChange={(e) => set({ remarkRequired: e.target.checked })}
              data-testid="promotion-remark-required"
            />
            <Trans>remarks</Trans>
          </label>
        </div>
        <FieldError id={ids.apply} text={errors.imageRequired ?? errors.remarkRequired} />
      </fieldset>
      <div className="row">
        <label>
          {t`Fixed reward (${settings.currency.code}; empty: the cashier decides each time)`}
          <input
            inputMode="decimal"
            disabled={disabled}
            value={value.reward}
            onChange={(e) => set({ reward: e.target.value })}
            aria-invalid={errors.rewardAmount ? true : undefined}
            aria-describedby={errors.rewardAmount ? ids.reward : undefined}
            data-testid="promotion-reward"
          />
          <FieldError id={ids.reward} text={errors.rewardAmount} />
        </label>
        <label>
          <Trans>Turnover before withdrawal (times the reward, 0 to 100)</Trans>
          <input
            inputMode="numeric"
            disabled={disabled}
            value={value.turnover}
            onChange={(e) => set({ turnover: e.target.value })}
            aria-invalid={errors.turnoverMultiple ? true : undefined}
            aria-describedby={errors.turnoverMultiple ? ids.turnover : undefined}
            data-testid="promotion-turnover"
          />
          <FieldError id={ids.turnover} text={errors.turnoverMultiple} />
        </label>
      </div>
    </fieldset>
  );
}
