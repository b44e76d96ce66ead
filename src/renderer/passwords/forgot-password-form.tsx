import { MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form, Input } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { messages } from '../../shared/messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../../shared/validation/passwords';

interface ForgotPasswordFormProps {
  /** Prefilled, e.g. from an expired reset link. */
  defaultEmail?: string;
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
}

/** The account's email, validated with the shared `forgotPasswordSchema`. */
export function ForgotPasswordForm({ defaultEmail = '', onSubmit }: ForgotPasswordFormProps) {
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      <Form component={false} layout="vertical" requiredMark={false}>
        <Form.Item
          label={messages.login.emailLabel}
          htmlFor="forgot-password-email"
          validateStatus={errors.email ? 'error' : undefined}
          help={errors.email?.message}
        >
          <Controller
            name="email"
            control={control}
            render={({ field }) => (
              <Input
                {...field}
                id="forgot-password-email"
                type="email"
                size="large"
                autoComplete="username"
                placeholder={messages.login.emailPlaceholder}
                prefix={<MailOutlined aria-hidden />}
                aria-invalid={errors.email ? true : undefined}
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
          {messages.passwordPages.sendLink}
        </Button>
      </Form>
    </form>
  );
}
