import { InputNumber, type InputNumberProps } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import type { FieldProps } from './text-field';

export interface NumberFieldProps<Values extends FieldValues>
  extends
    FieldProps<Values>,
    Pick<
      InputNumberProps<number>,
      'min' | 'max' | 'step' | 'precision' | 'prefix' | 'placeholder'
    > {}

/**
 * A number typed or stepped with the arrows, across the field's width. An emptied input holds
 * nothing (`undefined`), so the shared schema says it is required, not that it is not a number.
 */
export function NumberField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  optional,
  extra,
  ...input
}: NumberFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      id={id}
      optional={optional}
      extra={extra}
      render={(field, { id: inputId, invalid, ariaInvalid }) => (
        <InputNumber<number>
          {...input}
          id={inputId}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          value={(field.value as number | null | undefined) ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          status={invalid ? 'error' : undefined}
          aria-invalid={ariaInvalid}
          style={{ width: '100%' }}
        />
      )}
    />
  );
}
