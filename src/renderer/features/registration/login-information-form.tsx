import { MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import { messages } from '../../../shared/messages';
import {
  registerLoginSchema,
  type RegisterLoginValues,
} from '../../../shared/validation/registration';
import { PasswordField, TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

export type { RegisterLoginValues };

interface LoginInformationFormProps {
  defaultValues: RegisterLoginValues;
  /** Resolves to a message for the email field (the email is taken), or null to go on. */
  onSubmit: (values: RegisterLoginValues) => Promise<FormOutcome | null>;
}

/** Registration step 1: email and password, under the shared `registerLoginSchema`. */
export function LoginInformationForm({ defaultValues, onSubmit }: LoginInformationFormProps) {
  const { control, submit, formState } = useMutationForm<RegisterLoginValues>({
    resolver: yupResolver(registerLoginSchema),
    defaultValues,
    onSubmit,
  });
  const text = messages.registrationPages;

  return (
    <form noValidate onSubmit={submit} aria-label={text.steps.loginInformation}>
      <Form component={false} layout="vertical" requiredMark={false}>
        <TextField
          control={control}
          name="email"
          id="register-email"
          label={text.email}
          type="email"
          size="large"
          autoComplete="email"
          placeholder={messages.login.emailPlaceholder}
          prefix={<MailOutlined aria-hidden />}
        />
        <PasswordField
          control={control}
          name="password"
          id="register-password"
          label={text.password}
          extra={text.passwordHint}
          autoComplete="new-password"
        />
        <div className="registration-actions">
          <Button type="primary" htmlType="submit" size="large" loading={formState.isSubmitting}>
            {text.next}
          </Button>
        </div>
      </Form>
    </form>
  );
}
