import { InputNumber } from 'antd';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY, type Currency } from '../../../shared/opportunities';
import { FormField } from './form-field';

/**
 * A whole amount of money (a budget's end): the currency's symbol in front, arrows that move
 * by the range's step, and the range as the placeholder. An emptied input holds nothing.
 */
export function MoneyField<Values extends FieldValues>({
  control,
  name,
  label,
  currency,
  range,
  optional,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  currency: Currency;
  range: { min: number; max: number; step: number };
  optional?: boolean;
}) {
  const symbol = CURRENCY_SYMBOLS[currency] ?? CURRENCY_SYMBOLS[DEFAULT_CURRENCY];
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      optional={optional}
      render={(field, { id, invalid, ariaInvalid }) => (
        <InputNumber
          id={id}
          ref={field.ref}
          value={field.value as number | undefined}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          min={0}
          step={range.step}
          prefix={symbol}
          placeholder={`${range.min.toLocaleString('en-GB')} - ${range.max.toLocaleString('en-GB')}`}
          status={invalid ? 'error' : undefined}
          aria-invalid={ariaInvalid}
          style={{ width: '100%' }}
        />
      )}
    />
  );
}
