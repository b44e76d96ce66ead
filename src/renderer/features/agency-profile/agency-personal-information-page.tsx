import { EditOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from '../../../shared/messages';
import type { AgencyPersonalInformationValues } from '../../../shared/validation/agency-profile';
import { formFailure } from '../../apollo/api-failure';
import { currentUserQuery } from '../../lib/session/documents';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { TeamAdminsOnly } from '../manage-team';
import { AddressFacts, FactSection } from '../personal-information';
import { AgencyPersonalInformationForm } from './agency-personal-information-form';
import {
  agencyPersonalInformationQuery,
  updateAgencyPersonalInformationMutation,
} from './documents';
import './agency-profile.css';

const m = messages.agencyProfile;
const labels = messages.personalInformation;

/**
 * `/agency/personal-information` (AGENCY only; members go to the agency 404): the owner's own
 * details as they stand, and Edit opens the form in their place; a refused save keeps what was
 * typed, a save shows the details again.
 */
export function AgencyPersonalInformationPage() {
  return (
    <TeamAdminsOnly group="agency">
      <AgencyPersonalInformation />
    </TeamAdminsOnly>
  );
}

function AgencyPersonalInformation() {
  const query = useQuery(agencyPersonalInformationQuery);
  // The header shows the user's name: read it again.
  const [save] = useMutation(updateAgencyPersonalInformationMutation, {
    refetchQueries: [currentUserQuery],
  });
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const title = editing ? m.editPersonalInformation : m.personalInformation;
  useEffect(() => {
    document.title = `${title} · ${messages.brand.name}`;
  }, [title]);

  async function submit(input: AgencyPersonalInformationValues) {
    try {
      await save({ variables: { input } });
    } catch (error) {
      return formFailure(error);
    }
    void toast.success(m.personalSaved, 3);
    setEditing(false);
    return null;
  }

  return (
    <QueryPage
      data={query.data?.me}
      loading={query.loading}
      // Signed in but no user: the session just ended; the shell takes the user to login.
      error={query.error ?? (query.data ? new Error('no user') : undefined)}
      onRetry={() => void query.refetch()}
      group="agency"
      notFound={m.personalLoadFailed}
      failed={m.personalLoadFailed}
    >
      {(user) => (
        <div className={editing ? 'agency-profile-page' : undefined}>
          <Flex justify="space-between" align="center" wrap gap={12}>
            <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
              {title}
            </Typography.Title>
            {editing ? null : (
              <Button
                type="primary"
                icon={<EditOutlined aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {m.edit}
              </Button>
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {m.personalIntro}
          </Typography.Paragraph>
          {editing ? (
            <AgencyPersonalInformationForm
              user={user}
              onSubmit={submit}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <>
              <FactSection
                title={labels.sections.contact}
                items={[
                  { label: labels.firstName, value: user.first_name },
                  { label: labels.lastName, value: user.last_name },
                  { label: labels.email, value: user.email },
                  { label: labels.phone, value: user.phone },
                  { label: messages.registrationPages.position, value: user.position },
                ]}
              />
              <AddressFacts title={labels.sections.address} address={user} />
            </>
          )}
        </div>
      )}
    </QueryPage>
  );
}
