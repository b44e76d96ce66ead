import { LockOutlined } from '@ant-design/icons';
import { Input, type InputProps } from 'antd';
import type { PasswordProps, TextAreaProps } from 'antd/es/input';
import type { ComponentType, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from './form-field';

export interface FieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: ReactNode;
  /** The input's id; the field name when not given. Unique on the page. */
  id?: string;
  optional?: boolean;
  /** A hint under the input. */
  extra?: ReactNode;
}

type OwnInputProps = 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'aria-invalid';

/** A field around an antd input whose own props pass through. */
function inputField<InputOwnProps extends object>(
  Control: ComponentType<InputOwnProps & Record<OwnInputProps, unknown>>,
) {
  return function Field<Values extends FieldValues>({
    control,
    name,
    label,
    id,
    optional,
    extra,
    ...input
  }: FieldProps<Values> & Omit<InputOwnProps, OwnInputProps>) {
    return (
      <FormField
        control={control}
        name={name}
        label={label}
        id={id}
        optional={optional}
        extra={extra}
        render={(field, { id: inputId, ariaInvalid }) => (
          <Control
            {...(input as InputOwnProps)}
            {...field}
            value={field.value ?? ''}
            id={inputId}
            aria-invalid={ariaInvalid}
          />
        )}
      />
    );
  };
}

/** A one-line text input (email, phone, names): `Input`'s props pass through. */
export const TextField = inputField<InputProps>(Input);

/** A text area, with a live count when `count` is set (bios under the brief's limits). */
export const TextAreaField = inputField<TextAreaProps>(Input.TextArea);

const PasswordInputField = inputField<PasswordProps>(Input.Password);

/** A password input with the lock; `autoComplete` tells a password manager which one it is. */
export function PasswordField<Values extends FieldValues>(
  props: FieldProps<Values> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <PasswordInputField {...props} size="large" prefix={<LockOutlined aria-hidden />} />;
}
