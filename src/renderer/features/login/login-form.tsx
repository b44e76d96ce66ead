import { MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '../../../shared/messages';
import { loginSchema, type LoginValues } from '../../../shared/validation/auth';
import { FormFailure } from '../../ui/form/form-failure';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { LoginValues };

interface LoginFormProps {
  /** Shown above the fields until a submit fails (the password has been reset). */
  notice?: ReactNode;
  onSubmit: (values: LoginValues) => Promise<FormOutcome | null>;
}

/** Email and password, validated with the shared `loginSchema`; the page does the signing in. */
export function LoginForm({ notice, onSubmit }: LoginFormProps) {
  const { control, submit, failure, formState } = useMutationForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    onSubmit,
  });
  const text = messages.login;

  return (
    <form noValidate onSubmit={submit}>
      {failure ? <FormFailure message={failure} /> : notice}
      {/* antd's Form only lays the fields out here; react-hook-form owns the values. */}
      <Form component={false} layout="vertical" requiredMark={false}>
        <TextField
          control={control}
          name="email"
          id="login-email"
          label={text.emailLabel}
          type="email"
          size="large"
          autoComplete="username"
          placeholder={text.emailPlaceholder}
          prefix={<MailOutlined aria-hidden />}
        />
        <PasswordField
          control={control}
          name="password"
          id="login-password"
          label={text.passwordLabel}
          autoComplete="current-password"
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={formState.isSubmitting}
          style={{ marginTop: 8 }}
        >
          {text.submit}
        </Button>
      </Form>
    </form>
  );
}
