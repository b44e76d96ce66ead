import { Radio } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { FormField } from './form-field';

interface YesNoFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: string;
  optional?: boolean;
}

/** A yes-or-no question (a boolean value) as two radio buttons, Yes first. */
export function YesNoField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  optional,
}: YesNoFieldProps<T, N>) {
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      optional={optional}
      render={(field, { id }) => (
        <Radio.Group
          id={id}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          options={[
            { value: true, label: messages.common.yes },
            { value: false, label: messages.common.no },
          ]}
          aria-label={label}
        />
      )}
    />
  );
}
