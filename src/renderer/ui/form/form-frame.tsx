import { LoadingOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, type ButtonProps } from 'antd';
import type { FormEvent, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { messages } from '../../../shared/messages';
import { FormFailure } from './form-failure';
import { TextField, type FieldProps } from './text-field';
import type { FailureMessage } from './use-mutation-form';

interface FormFrameProps {
  /** `useMutationForm().submit`. */
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The form's name for screen readers, where a page holds more than its heading says. */
  label?: string;
  /** The last submit's failure, shown above the fields. */
  failure?: FailureMessage | null;
  /** Shown above the fields while there is no failure. */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every form: a native form with the browser's own validation off (the shared
 * schema's messages show instead), its failure line, and antd's vertical layout. antd's Form
 * only lays the fields out; react-hook-form owns the values.
 */
export function FormFrame({ onSubmit, label, failure, notice, children }: FormFrameProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      {failure && (typeof failure === 'string' || failure.length > 0) ? (
        <FormFailure message={failure} />
      ) : (
        notice
      )}
      <Form component={false} layout="vertical" requiredMark={false}>
        {children}
      </Form>
    </form>
  );
}

/**
 * A button that shows it is busy while `busy`, and is not pressed again meanwhile (a click,
 * or Enter in a field of its form, does nothing). Not antd's `loading`: its icon's leave
 * motion sometimes never ends when the busy spell is short (a submit the schema refuses at
 * once), and the button then stays busy and ignores clicks (met first by the promo field,
 * then by the candidate's forms).
 */
export function BusyButton({ busy, onClick, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      {...props}
      icon={busy ? <LoadingOutlined /> : props.icon}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}

interface SubmitButtonProps {
  /** `formState.isSubmitting`: the button spins and cannot be pressed twice. */
  submitting: boolean;
  /** Full width, as on the narrow sign-in and password forms. */
  block?: boolean;
  size?: 'middle' | 'large';
  /** Nothing can be sent yet (a post with no job post left to pay for it). */
  disabled?: boolean;
  children: ReactNode;
}

export function SubmitButton({
  submitting,
  block,
  size = 'large',
  disabled,
  children,
}: SubmitButtonProps) {
  return (
    <BusyButton
      type="primary"
      htmlType="submit"
      size={size}
      block={block}
      busy={submitting}
      disabled={disabled}
      style={block ? { marginTop: 8 } : undefined}
    >
      {children}
    </BusyButton>
  );
}

/**
 * An email address field; `autoComplete="username"` where it signs an existing account in,
 * `email` where it creates one.
 */
export function EmailField<Values extends FieldValues>({
  autoComplete,
  label = messages.login.emailLabel,
  ...field
}: Omit<FieldProps<Values>, 'label'> & {
  name: FieldPath<Values>;
  label?: ReactNode;
  autoComplete: 'username' | 'email';
  /** Shown, not typed (an invitation's address). */
  readOnly?: boolean;
}) {
  return (
    <TextField
      {...field}
      label={label}
      type="email"
      size="large"
      autoComplete={autoComplete}
      placeholder={messages.login.emailPlaceholder}
      prefix={<MailOutlined aria-hidden />}
      // A read-only address looks it, not like a field waiting to be typed in.
      variant={field.readOnly ? 'filled' : undefined}
    />
  );
}
