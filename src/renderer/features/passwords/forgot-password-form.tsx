import { MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Button, Form } from 'antd';
import { messages } from '../../../shared/messages';
import {
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from '../../../shared/validation/passwords';
import { FormFailure } from '../../ui/form/form-failure';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';

interface ForgotPasswordFormProps {
  /** Prefilled, e.g. from an expired reset link. */
  defaultEmail?: string;
  onSubmit: (values: ForgotPasswordValues) => Promise<FormOutcome | null>;
}

/** The account's email, validated with the shared `forgotPasswordSchema`. */
export function ForgotPasswordForm({ defaultEmail = '', onSubmit }: ForgotPasswordFormProps) {
  const { control, submit, failure, formState } = useMutationForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormFailure message={failure} />
      <Form component={false} layout="vertical" requiredMark={false}>
        <TextField
          control={control}
          name="email"
          id="forgot-password-email"
          label={messages.login.emailLabel}
          type="email"
          size="large"
          autoComplete="username"
          placeholder={messages.login.emailPlaceholder}
          prefix={<MailOutlined aria-hidden />}
        />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={formState.isSubmitting}
          style={{ marginTop: 8 }}
        >
          {messages.passwordPages.sendLink}
        </Button>
      </Form>
    </form>
  );
}
