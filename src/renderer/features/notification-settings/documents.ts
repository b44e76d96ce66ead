import { graphql } from '../../gql';

export const notificationSettingsQuery = graphql(`
  query NotificationSettings {
    me {
      id
      phone
      send_email
      notification_frequency
      send_text_notification
      text_notification_phone
    }
  }
`);

export const updateEmailNotificationSettingsMutation = graphql(`
  mutation UpdateEmailNotificationSettings($input: EmailNotificationSettingsInput!) {
    updateEmailNotificationSettings(input: $input) {
      id
      send_email
      notification_frequency
    }
  }
`);

export const sendTextNotificationCodeMutation = graphql(`
  mutation SendTextNotificationCode($input: SendTextNotificationCodeInput!) {
    sendTextNotificationCode(input: $input) {
      phone
      expires_in
    }
  }
`);

export const verifyTextNotificationCodeMutation = graphql(`
  mutation VerifyTextNotificationCode($input: VerifyTextNotificationCodeInput!) {
    verifyTextNotificationCode(input: $input) {
      id
      send_text_notification
      text_notification_phone
    }
  }
`);

export const disableTextNotificationsMutation = graphql(`
  mutation DisableTextNotifications {
    disableTextNotifications {
      id
      send_text_notification
      text_notification_phone
    }
  }
`);

export const profilePrivacyQuery = graphql(`
  query ProfilePrivacy {
    me {
      id
      privacy
    }
  }
`);

export const updateProfilePrivacyMutation = graphql(`
  mutation UpdateProfilePrivacy($privacy: ProfilePrivacy!) {
    updateProfilePrivacy(privacy: $privacy) {
      id
      privacy
    }
  }
`);
