import { useMutation, useQuery } from '@apollo/client/react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { FormFailure } from '../../ui/form/form-failure';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { profilePrivacyQuery, updateProfilePrivacyMutation } from './documents';
import { failureOf, SettingSwitch } from './setting-switch';
import './notification-settings.css';

/**
 * `/{candidate|agency}/profile-privacy`: ACTIVE (employers find the profile) or INACTIVE
 * (hidden from employers except teams it applied to), saved the moment it is switched.
 */
export function ProfilePrivacyPage({ group }: { group: Group }) {
  const text = messages.profilePrivacy;
  const toast = useToast();
  const query = useQuery(profilePrivacyQuery);
  const [save, { loading }] = useMutation(updateProfilePrivacyMutation);
  const [failure, setFailure] = useState<string | null>(null);
  // The switch shows what is being saved at once; a refusal shows what is stored again.
  const [saving, setSaving] = useState<boolean | null>(null);

  useEffect(() => {
    document.title = `${text.title} · ${messages.brand.name}`;
  }, [text.title]);

  async function change(active: boolean) {
    setFailure(null);
    const privacy = active ? 'ACTIVE' : 'INACTIVE';
    setSaving(active);
    try {
      await save({
        variables: { privacy },
      });
      void toast.success(active ? text.savedActive : text.savedInactive);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(null);
    }
  }

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
        {(me) => {
          const active = saving ?? me.privacy === 'ACTIVE';
          return (
            <>
              <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
                {text.title}{' '}
                {/* Plain colours: antd's green tag is below the contrast AA asks for. */}
                <Tag
                  icon={active ? <EyeOutlined /> : <EyeInvisibleOutlined />}
                  style={{ verticalAlign: 'middle' }}
                >
                  {active ? text.active : text.inactive}
                </Tag>
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
                {text.intro}
              </Typography.Paragraph>
              <FormFailure message={failure} />
              <SettingSwitch
                id="profile-privacy"
                label={text.switchLabel}
                hint={active ? text.activeHelp : text.inactiveHelp}
                checked={active}
                saving={loading}
                onChange={(checked) => void change(checked)}
              />
            </>
          );
        }}
      </QueryPage>
    </div>
  );
}
