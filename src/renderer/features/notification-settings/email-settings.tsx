import { useMutation } from '@apollo/client/react';
import { Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { messages } from '../../../shared/messages';
import {
  NOTIFICATION_FREQUENCIES,
  type EmailNotificationSettingsValues,
} from '../../../shared/validation/notification-settings';
import type { NotificationSettingsQuery } from '../../gql/graphql';
import { FormFailure } from '../../ui/form/form-failure';
import { useToast } from '../../ui/toast';
import { updateEmailNotificationSettingsMutation } from './documents';
import { failureOf, SettingSwitch } from './setting-switch';

type Me = NonNullable<NotificationSettingsQuery['me']>;

/** Email on/off and how often: each change is saved at once (and undone if refused). */
export function EmailSettings({ me }: { me: Me }) {
  const text = messages.notificationSettings;
  const toast = useToast();
  const [save, { loading }] = useMutation(updateEmailNotificationSettingsMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // What is being saved shows at once; a refusal shows what is stored again.
  const [saving, setSaving] = useState<EmailNotificationSettingsValues | null>(null);
  const shown = saving ?? me;

  async function change(values: EmailNotificationSettingsValues) {
    setFailure(null);
    setSaving(values);
    try {
      await save({ variables: { input: values } });
      void toast.success(text.emailSaved);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="email-notifications-heading">
      <Typography.Title level={2} id="email-notifications-heading" style={{ fontSize: 20 }}>
        {text.emailHeading}
      </Typography.Title>
      <FormFailure message={failure} />
      <SettingSwitch
        id="send-email"
        label={text.sendEmailLabel}
        checked={shown.send_email}
        saving={loading}
        onChange={(checked) =>
          void change({ send_email: checked, notification_frequency: shown.notification_frequency })
        }
      />
      <fieldset className="settings-fieldset" disabled={!shown.send_email || loading}>
        <legend>{text.frequencyLabel}</legend>
        <Radio.Group
          value={shown.notification_frequency}
          disabled={!shown.send_email || loading}
          onChange={(event) =>
            void change({
              send_email: shown.send_email,
              notification_frequency: event.target.value as Me['notification_frequency'],
            })
          }
        >
          <Flex vertical gap={8}>
            {NOTIFICATION_FREQUENCIES.map((frequency) => (
              <Radio key={frequency} value={frequency}>
                {text.frequency[frequency]}{' '}
                <Typography.Text type="secondary">
                  — {text.frequencyHelp[frequency]}
                </Typography.Text>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </fieldset>
    </section>
  );
}
