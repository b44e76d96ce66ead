import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface PasswordFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  /** Unique on the page: it ties the label to the input. */
  id: string;
  label: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  /** What the rules are, shown under the field (and under its error, if any). */
  hint?: string;
}

/**
 * One password input of the password forms, laid out by antd's Form.Item while
 * react-hook-form owns its value (as the login form does).
 */
export function PasswordField<Values extends FieldValues>({
  control,
  name,
  id,
  label,
  error,
  autoComplete,
  hint,
}: PasswordFieldProps<Values>) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={hint}
    >
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <Input.Password
            {...field}
            id={id}
            size="large"
            autoComplete={autoComplete}
            prefix={<LockOutlined aria-hidden />}
            aria-invalid={error ? true : undefined}
          />
        )}
      />
    </Form.Item>
  );
}
