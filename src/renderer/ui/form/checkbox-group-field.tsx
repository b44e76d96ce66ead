import { Checkbox } from 'antd';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import type { FieldProps } from './text-field';

export interface CheckboxGroupFieldProps<Values extends FieldValues> extends FieldProps<Values> {
  label: string;
  options: readonly { value: string; label: string }[];
}

/** Several choices out of a few (a list value), as checkboxes in a group named by the label. */
export function CheckboxGroupField<Values extends FieldValues>({
  control,
  name,
  label,
  id,
  optional,
  extra,
  options,
}: CheckboxGroupFieldProps<Values>) {
  return (
    <FormField
      control={control}
      name={name}
      id={id}
      label={label}
      optional={optional}
      extra={extra}
      render={(field, { id: groupId }) => (
        <div id={groupId} role="group" aria-label={label}>
          <Checkbox.Group
            value={field.value as string[] | undefined}
            onChange={(value) => field.onChange(value)}
            options={[...options]}
          />
        </div>
      )}
    />
  );
}
