import { EditOutlined, IdcardOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Avatar, Flex, Typography } from 'antd';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { ButtonLink } from '../../ui/button-link';
import { AddressFacts, FactSection, Value } from '../personal-information';
import { PendingEmailNotice } from '../email-change';
import { AgencyQueryPage } from './agency-query-page';
import { myAgencyProfileQuery } from './documents';
import './agency-profile.css';

const m = messages.agencyProfile;

/** The profile image beside the agency's name (the name says who it is: the image has no text). */
function AgencyIdentity({ name, avatar }: { name: string; avatar: string | null | undefined }) {
  const origin = useApiOrigin();
  const src = origin ? fileUrl(origin, avatar) : null;
  return (
    <Flex gap={16} align="center">
      <Avatar size={72} src={src ?? undefined} alt="" shape="square">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Typography.Text strong style={{ fontSize: 18 }}>
        {name}
      </Typography.Text>
    </Flex>
  );
}

/**
 * `/agency/account-information`: what the account holds (profile image, bio, address, the
 * sign-in email), read only; the owner edits it, and their personal information, from here.
 */
export function AccountInformationPage() {
  const query = useQuery(myAgencyProfileQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <AgencyQueryPage title={m.accountInformation} query={query} data={query.data?.myAgencyProfile}>
      {(agency) => (
        <div className="agency-profile-page">
          <Typography.Title level={1} style={{ fontSize: 28, margin: '0 0 6px' }}>
            {m.accountInformation}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{m.accountIntro}</Typography.Paragraph>
          <PendingEmailNotice
            pendingEmail={agency.pending_email}
            onChanged={() => query.refetch()}
          />
          <AgencyIdentity name={agency.name} avatar={agency.avatar} />
          {agency.can_edit ? (
            <Flex gap={12} wrap style={{ marginTop: 16 }}>
              <ButtonLink
                type="primary"
                icon={<EditOutlined aria-hidden />}
                to={groupPath('agency', 'edit-account-information')}
              >
                {m.editAccountInformation}
              </ButtonLink>
              <ButtonLink
                icon={<IdcardOutlined aria-hidden />}
                to={groupPath('agency', 'personal-information')}
              >
                {m.personalInformation}
              </ButtonLink>
            </Flex>
          ) : null}
          <section className="personal-information-section">
            <Typography.Title level={2} className="personal-information-section-title">
              {m.bio}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              <Value>{agency.bio}</Value>
            </Typography.Paragraph>
          </section>
          <AddressFacts title={m.sections.address} address={agency} />
          {agency.email ? (
            <FactSection
              title={m.sections.signIn}
              items={[{ label: m.email, value: agency.email }]}
            />
          ) : null}
        </div>
      )}
    </AgencyQueryPage>
  );
}
