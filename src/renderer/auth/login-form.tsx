import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { loginSchema, type LoginValues } from '../../shared/validation/auth';

export type { LoginValues };

interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void>;
}

/** Email and password, validated with the shared `loginSchema`; the page does the signing in. */
export function LoginForm({ onSubmit }: LoginFormProps) {
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: yupResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const text = messages.login;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      {/* antd's Form only lays the fields out here; react-hook-form owns the values. */}
      <Form component={false} layout="vertical" requiredMark={false}>
        <Form.Item
          label={text.emailLabel}
          htmlFor="login-email"
          validateStatus={errors.email ? 'error' : undefined}
          help={errors.email?.message}
        >
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="login-email"
                type="email"
                size="large"
                autoComplete="username"
                placeholder={text.emailPlaceholder}
                prefix={<MailOutlined aria-hidden />}
                aria-invalid={errors.email ? true : undefined}
              />
            )}
          />
        </Form.Item>
        <Form.Item
          label={text.passwordLabel}
          htmlFor="login-password"
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password?.message}
        >
          <Controller
            name="password"
            control={control}
            render={({ field }) => (
              <Input.Password
                {...field}
                id="login-password"
                size="large"
                autoComplete="current-password"
                prefix={<LockOutlined aria-hidden />}
                aria-invalid={errors.password ? true : undefined}
              />
            )}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={isSubmitting}
          style={{ marginTop: 8 }}
        >
          {text.submit}
        </Button>
      </Form>
    </form>
  );
}
