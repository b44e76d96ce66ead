import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form, Input } from 'antd';
import { useForm } from 'react-hook-form';
import { messages } from '../../shared/messages';
import {
  registerLoginSchema,
  type RegisterLoginValues,
} from '../../shared/validation/registration';
import { FormField } from './form-field';

export type { RegisterLoginValues };

interface LoginInformationFormProps {
  defaultValues: RegisterLoginValues;
  /** Resolves to a message for the email field (the email is taken), or null to go on. */
  onSubmit: (values: RegisterLoginValues) => Promise<string | null>;
}

/** Registration step 1: email and password, under the shared `registerLoginSchema`. */
export function LoginInformationForm({ defaultValues, onSubmit }: LoginInformationFormProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<RegisterLoginValues>({
    resolver: yupResolver(registerLoginSchema),
    defaultValues,
  });
  const text = messages.registrationPages;

  async function submit(values: RegisterLoginValues) {
    const emailProblem = await onSubmit(values);
    if (emailProblem)
      setError('email', { type: 'server', message: emailProblem }, { shouldFocus: true });
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} aria-label={text.steps.loginInformation}>
      <Form component={false} layout="vertical" requiredMark={false}>
        <FormField
          control={control}
          name="email"
          id="register-email"
          label={text.email}
          render={(field, { id, ariaInvalid }) => (
            <Input
              {...field}
              id={id}
              type="email"
              size="large"
              autoComplete="email"
              placeholder={messages.login.emailPlaceholder}
              prefix={<MailOutlined aria-hidden />}
              aria-invalid={ariaInvalid}
            />
          )}
        />
        <FormField
          control={control}
          name="password"
          id="register-password"
          label={text.password}
          extra={text.passwordHint}
          render={(field, { id, ariaInvalid }) => (
            <Input.Password
              {...field}
              id={id}
              size="large"
              autoComplete="new-password"
              prefix={<LockOutlined aria-hidden />}
              aria-invalid={ariaInvalid}
            />
          )}
        />
        <div className="registration-actions">
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            {text.next}
          </Button>
        </div>
      </Form>
    </form>
  );
}
