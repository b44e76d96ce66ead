import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useForm, type Control, type FieldErrors } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '../../shared/countries';
import { messages } from '../../shared/messages';
import { PHONE_HINT } from '../../shared/phone';
import {
  agencyRegisterSchema,
  type AgencyRegisterValues,
} from '../../shared/validation/registration';
import { useToast } from '../layout/toast';
import { AddressFields, type AddressValues } from './address-fields';
import { FormField } from './form-field';

export type { AgencyRegisterValues };

const EMPTY: AgencyRegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  position: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  zip: '',
  country: DEFAULT_COUNTRY,
  phone: '',
  password: '',
  password_confirmation: '',
  tnc: false,
};

interface AgencyRegisterFormProps {
  failure: string | null;
  /** A social sign-up's names and email. */
  defaultValues?: Partial<AgencyRegisterValues>;
  /** Resolves to messages for fields the server refused (the email taken), or null. */
  onSubmit: (
    values: AgencyRegisterValues,
  ) => Promise<Partial<Record<keyof AgencyRegisterValues, string>> | null>;
}

/** The agency's single registration form, under the shared `agencyRegisterSchema`. */
export function AgencyRegisterForm({ failure, defaultValues, onSubmit }: AgencyRegisterFormProps) {
  const toast = useToast();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<AgencyRegisterValues>({
    resolver: yupResolver(agencyRegisterSchema),
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const text = messages.registrationPages;

  async function submit(values: AgencyRegisterValues) {
    const refused = await onSubmit(values);
    for (const [name, message] of Object.entries(refused ?? {})) {
      setError(name as keyof AgencyRegisterValues, { type: 'server', message });
    }
  }

  function invalid(errors: FieldErrors<AgencyRegisterValues>) {
    if (errors.tnc) void toast.error(messages.registration.termsToast, 3);
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit, invalid)} aria-label={text.titles.agency}>
      {failure && (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 20 }} />
      )}
      <Form component={false} layout="vertical" requiredMark={false}>
        <div className="form-row">
          <FormField
            control={control}
            name="first_name"
            label={text.firstName}
            render={(field, { id, ariaInvalid }) => (
              <Input
                {...field}
                id={id}
                size="large"
                autoComplete="given-name"
                aria-invalid={ariaInvalid}
              />
            )}
          />
          <FormField
            control={control}
            name="last_name"
            label={text.lastName}
            render={(field, { id, ariaInvalid }) => (
              <Input
                {...field}
                id={id}
                size="large"
                autoComplete="family-name"
                aria-invalid={ariaInvalid}
              />
            )}
          />
        </div>
        <FormField
          control={control}
          name="email"
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
        <div className="form-row">
          <FormField
            control={control}
            name="company"
            label={text.agencyName}
            render={(field, { id, ariaInvalid }) => (
              <Input
                {...field}
                id={id}
                size="large"
                autoComplete="organization"
                aria-invalid={ariaInvalid}
              />
            )}
          />
          <FormField
            control={control}
            name="position"
            label={text.position}
            render={(field, { id, ariaInvalid }) => (
              <Input
                {...field}
                id={id}
                size="large"
                autoComplete="organization-title"
                aria-invalid={ariaInvalid}
              />
            )}
          />
        </div>
        <div className="registration-section-title">{text.addressSection}</div>
        {/* The address fields are a part of these values; see AddressFields. */}
        <AddressFields control={control as unknown as Control<AddressValues>} />
        <FormField
          control={control}
          name="phone"
          label={text.phone}
          optional
          render={(field, { id, ariaInvalid }) => (
            <Input
              {...field}
              value={field.value ?? ''}
              id={id}
              type="tel"
              size="large"
              autoComplete="tel"
              placeholder={PHONE_HINT}
              aria-invalid={ariaInvalid}
            />
          )}
        />
        <div className="registration-section-title">{text.password}</div>
        <div className="form-row">
          <FormField
            control={control}
            name="password"
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
          <FormField
            control={control}
            name="password_confirmation"
            label={text.confirmPassword}
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
        </div>
        <FormField
          control={control}
          name="tnc"
          id="register-tnc"
          label={null}
          render={(field, { id }) => (
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.checked)}
            >
              {text.terms}
            </Checkbox>
          )}
        />
        <div className="registration-actions">
          <Button type="primary" htmlType="submit" size="large" loading={isSubmitting}>
            {text.createAccount}
          </Button>
        </div>
      </Form>
    </form>
  );
}
