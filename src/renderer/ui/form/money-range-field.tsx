import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '../../../shared/opportunities';
import { MoneyField } from './money-field';
import { SelectField } from './select-field';

const CURRENCY_OPTIONS = CURRENCIES.map(({ value, label }) => ({ value, label }));

export interface MoneyRangeFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The three fields' names: the currency and the range's two ends. */
  names: { currency: FieldPath<Values>; minimum: FieldPath<Values>; maximum: FieldPath<Values> };
  labels: { currency: ReactNode; minimum: ReactNode; maximum: ReactNode };
  /** The amounts' range and step (a post's compensation unit's). */
  range: { min: number; max: number; step: number };
}

/**
 * A range of money: the currency, then the minimum and the maximum in that currency's symbol,
 * on one line (stacked on narrow windows). The shared schema checks that the ends are in order.
 */
export function MoneyRangeField<Values extends FieldValues>({
  control,
  names,
  labels,
  range,
}: MoneyRangeFieldProps<Values>) {
  const currency = (useWatch({ control, name: names.currency }) ?? DEFAULT_CURRENCY) as Currency;
  return (
    <div className="form-money-range">
      <SelectField
        control={control}
        name={names.currency}
        label={labels.currency}
        options={CURRENCY_OPTIONS}
        showSearch={false}
      />
      <MoneyField
        control={control}
        name={names.minimum}
        label={labels.minimum}
        currency={currency}
        range={range}
      />
      <MoneyField
        control={control}
        name={names.maximum}
        label={labels.maximum}
        currency={currency}
        range={range}
      />
    </div>
  );
}
