import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { QueryPage } from '../../ui/query-page';
import { personalInformationQuery } from './documents';
import { PersonalInformationFacts } from './personal-information-parts';
import { PreferenceList } from './preferences';
import './personal-information.css';

const m = messages.personalInformation;

/**
 * `/candidate/personal-information`: the candidate's own details as they stand, with the way
 * to edit them. Open to a candidate awaiting approval too.
 */
export function PersonalInformationPage() {
  const query = useQuery(personalInformationQuery);
  useEffect(() => {
    document.title = `${m.title} · ${messages.brand.name}`;
  }, []);

  return (
    <QueryPage
      data={query.data?.me ? { user: query.data.me, jobLevels: query.data.allJobLevels } : null}
      loading={query.loading}
      // Signed in but no user: the session just ended; the shell takes the user to login.
      error={query.error ?? (query.data ? new Error('no user') : undefined)}
      onRetry={() => void query.refetch()}
      group="candidate"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {({ user, jobLevels }) => {
        return (
          <div className="personal-information">
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
                {m.title}
              </Typography.Title>
              <ButtonLink
                type="primary"
                icon={<EditOutlined aria-hidden />}
                to={groupPath('candidate', 'edit-personal-information')}
              >
                {m.edit}
              </ButtonLink>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
              {m.intro}
            </Typography.Paragraph>
            {user.status !== 'ACTIVE' ? (
              <Alert type="info" showIcon title={messages.account.pendingApproval} />
            ) : null}
            <PersonalInformationFacts user={user} jobLevels={jobLevels} />
            <section className="personal-information-section">
              <Typography.Title level={2} className="personal-information-section-title">
                {m.sections.preferences}
              </Typography.Title>
              <PreferenceList preferences={user.preferences} />
            </section>
          </div>
        );
      }}
    </QueryPage>
  );
}
