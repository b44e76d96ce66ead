import { Select, type SelectProps } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import type { FieldProps } from './text-field';

export interface SelectFieldProps<Values extends FieldValues>
  extends
    FieldProps<Values>,
    Omit<SelectProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'aria-invalid'> {
  /** Runs after the field took the new value: where a choice clears the fields that depend on it. */
  afterChange?: (value: unknown) => void;
}

/**
 * A select (or, with `mode="multiple"`, a multi-select) of a react-hook-form form. Typing
 * filters the options by label; an empty single choice is `undefined`, an empty list `[]`.
 */
export function SelectField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  optional,
  extra,
  afterChange,
  ...select
}: SelectFieldProps<Values>) {
  const multiple = select.mode === 'multiple' || select.mode === 'tags';
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      id={id}
      optional={optional}
      extra={extra}
      render={(field, { id: inputId, invalid, ariaInvalid }) => (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={multiple || optional}
          {...select}
          id={inputId}
          ref={field.ref}
          value={field.value ?? (multiple ? [] : undefined)}
          onChange={(value: unknown) => {
            field.onChange(value ?? (multiple ? [] : undefined));
            afterChange?.(value);
          }}
          onBlur={field.onBlur}
          status={invalid ? 'error' : undefined}
          aria-invalid={ariaInvalid}
        />
      )}
    />
  );
}
