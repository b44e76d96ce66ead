import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { QueryPage } from '../../ui/query-page';
import { notificationSettingsQuery } from './documents';
import { EmailSettings } from './email-settings';
import { TextNotifications } from './text-notifications';
import './notification-settings.css';

/** `/{candidate|agency}/notification-settings`: email on/off and frequency; text notifications. */
export function NotificationSettingsPage({ group }: { group: Group }) {
  const text = messages.notificationSettings;
  const query = useQuery(notificationSettingsQuery);

  useEffect(() => {
    document.title = `${text.title} · ${messages.brand.name}`;
  }, [text.title]);

  return (
    <div className="settings-card">
      <QueryPage
        data={query.data?.me}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        group={group}
        notFound={text.notAllowed}
        failed={text.loadFailed}
      >
        {(me) => (
          <>
            <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
              {text.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
              {text.intro}
            </Typography.Paragraph>
            <EmailSettings me={me} />
            <TextNotifications me={me} />
          </>
        )}
      </QueryPage>
    </div>
  );
}
