import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import {
  smsCodeSchema,
  smsPhoneSchema,
  type SmsCodeValues,
  type SmsPhoneValues,
} from '../../../shared/validation/notification-settings';
import { apiFailure } from '../../apollo/api-failure';
import type { NotificationSettingsQuery } from '../../gql/graphql';
import { FormFailure } from '../../ui/form/form-failure';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { TextField } from '../../ui/form/text-field';
import { PhoneField } from '../../ui/form/phone-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { useToast } from '../../ui/toast';
import {
  disableTextNotificationsMutation,
  sendTextNotificationCodeMutation,
  verifyTextNotificationCodeMutation,
} from './documents';
import { failureOf, SettingSwitch } from './setting-switch';

type Me = NonNullable<NotificationSettingsQuery['me']>;

const text = messages.notificationSettings;

/** A refused call as a form shows it: the server's field messages, else one sentence. */
function outcomeOf(error: unknown): FormOutcome {
  const failure = apiFailure(error);
  if (failure.code === 'BAD_USER_INPUT') return { fields: failure.fields };
  // A daily cap on codes is a limit a minute's wait does not lift: its own sentence.
  if (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((refusal) => refusal.message === text.dailyCap)
  ) {
    return { message: text.dailyCap };
  }
  return { message: failure.message };
}

/**
 * Text notifications: switched on, the number is asked for and a 6-digit code texted to it;
 * the right code turns texts on for that number. Switched off, they stop at once.
 */
export function TextNotifications({ me }: { me: Me }) {
  const toast = useToast();
  // Switched on, not yet verified: the phone step, then (once texted) the code step.
  const [enrolling, setEnrolling] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [disable, { loading: disabling }] = useMutation(disableTextNotificationsMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // Off shows at once; a refusal shows what is stored again.
  const [turningOff, setTurningOff] = useState(false);

  async function switchOff() {
    setFailure(null);
    setEnrolling(false);
    setSentTo(null);
    if (!me.send_text_notification) return;
    setTurningOff(true);
    try {
      await disable();
      void toast.success(text.smsTurnedOff);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setTurningOff(false);
    }
  }

  const on = me.send_text_notification && !enrolling && !turningOff;
  return (
    <section className="settings-section" aria-labelledby="text-notifications-heading">
      <Typography.Title level={2} id="text-notifications-heading" style={{ fontSize: 20 }}>
        {text.smsHeading}
      </Typography.Title>
      <FormFailure message={failure} />
      <SettingSwitch
        id="send-text"
        label={text.sendTextLabel}
        hint={on ? undefined : text.smsIntro}
        checked={(me.send_text_notification && !turningOff) || enrolling}
        saving={disabling}
        onChange={(checked) => {
          if (checked) {
            setFailure(null);
            setEnrolling(true);
          } else void switchOff();
        }}
      />
      {on && me.text_notification_phone && (
        <Alert
          type="success"
          showIcon
          title={text.smsOn(me.text_notification_phone)}
          action={
            <Button size="small" type="link" onClick={() => setEnrolling(true)}>
              {text.otherNumber}
            </Button>
          }
        />
      )}
      {enrolling && sentTo === null && (
        <PhoneStep
          initialPhone={me.text_notification_phone ?? me.phone ?? ''}
          onSent={setSentTo}
          // Changing the number of texts already on: the old one can be kept instead.
          onCancel={me.send_text_notification ? () => setEnrolling(false) : undefined}
        />
      )}
      {enrolling && sentTo !== null && (
        <CodeStep
          phone={sentTo}
          onOtherNumber={() => setSentTo(null)}
          onVerified={() => {
            setEnrolling(false);
            setSentTo(null);
            void toast.success(text.smsTurnedOn);
          }}
        />
      )}
    </section>
  );
}

function PhoneStep({
  initialPhone,
  onSent,
  onCancel,
}: {
  initialPhone: string;
  onSent: (phone: string) => void;
  onCancel?: () => void;
}) {
  const [send] = useMutation(sendTextNotificationCodeMutation);
  const { control, submit, failure, formState } = useMutationForm<SmsPhoneValues>({
    resolver: yupResolver(smsPhoneSchema),
    defaultValues: { phone: initialPhone },
    onSubmit: async (values) => {
      try {
        const { data } = await send({ variables: { input: values } });
        if (!data) return { message: messages.common.somethingWentWrong };
        onSent(data.sendTextNotificationCode.phone);
        return null;
      } catch (error) {
        return outcomeOf(error);
      }
    },
  });
  return (
    <div className="sms-step">
      <FormFrame onSubmit={submit} failure={failure} label={text.smsHeading}>
        <PhoneField control={control} name="phone" id="sms-phone" label={text.phoneLabel} />
        <Flex gap={8} wrap align="center">
          <SubmitButton submitting={formState.isSubmitting} size="middle">
            {text.sendCode}
          </SubmitButton>
          {onCancel && (
            <Button type="link" onClick={onCancel}>
              {text.keepNumber}
            </Button>
          )}
        </Flex>
      </FormFrame>
    </div>
  );
}

function CodeStep({
  phone,
  onOtherNumber,
  onVerified,
}: {
  phone: string;
  onOtherNumber: () => void;
  onVerified: () => void;
}) {
  const toast = useToast();
  const [verify] = useMutation(verifyTextNotificationCodeMutation);
  const [resend, { loading: resending }] = useMutation(sendTextNotificationCodeMutation);
  const { control, submit, failure, formState, setError } = useMutationForm<SmsCodeValues>({
    resolver: yupResolver(smsCodeSchema),
    defaultValues: { code: '' },
    onSubmit: async (values) => {
      try {
        const { data } = await verify({ variables: { input: values } });
        if (!data) return { message: messages.common.somethingWentWrong };
        onVerified();
        return null;
      } catch (error) {
        return outcomeOf(error);
      }
    },
  });

  async function sendAgain() {
    try {
      await resend({ variables: { input: { phone } } });
      void toast.success(text.codeSent(phone));
    } catch (error) {
      // The number's own refusal (or a limit) shows on the code, where the user is.
      const failure = apiFailure(error);
      setError('code', {
        type: 'server',
        message:
          failure.fields['phone']?.[0] ??
          (failure.code === 'BAD_USER_INPUT' ? text.smsNotSent : failure.message),
      });
    }
  }

  return (
    <div className="sms-step">
      <FormFrame
        onSubmit={submit}
        failure={failure}
        label={text.smsHeading}
        notice={<Typography.Paragraph role="status">{text.codeSent(phone)}</Typography.Paragraph>}
      >
        <TextField
          control={control}
          name="code"
          id="sms-code"
          label={text.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          autoFocus
        />
        <Flex gap={8} wrap align="center">
          <SubmitButton submitting={formState.isSubmitting} size="middle">
            {text.verifyCode}
          </SubmitButton>
          <Button type="link" onClick={() => void sendAgain()} loading={resending}>
            {text.resendCode}
          </Button>
          <Button type="link" onClick={onOtherNumber}>
            {text.otherNumber}
          </Button>
        </Flex>
      </FormFrame>
    </div>
  );
}
