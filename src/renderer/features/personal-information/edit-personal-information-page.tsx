import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { PersonalInformationValues } from '../../../shared/validation/personal-information';
import { formFailure } from '../../apollo/api-failure';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { personalInformationQuery, updatePersonalInformationMutation } from './documents';
import { PersonalInformationForm } from './personal-information-form';
import { PreferencesEditor } from './preferences';
import './personal-information.css';

const m = messages.personalInformation;

/**
 * `/candidate/edit-personal-information`: the whole form, saved at once (a refusal keeps what
 * was typed and shows each message on its field), then the preferences, each saved on its own.
 * Open to a candidate awaiting approval too.
 */
export function EditPersonalInformationPage() {
  const query = useQuery(personalInformationQuery);
  const [save] = useMutation(updatePersonalInformationMutation);
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    document.title = `${m.editTitle} · ${messages.brand.name}`;
  }, []);

  async function submit(input: PersonalInformationValues) {
    try {
      await save({ variables: { input } });
    } catch (error) {
      return formFailure(error);
    }
    void toast.success(m.saved, 3);
    void navigate(groupPath('candidate', 'personal-information'));
    return null;
  }

  return (
    <QueryPage
      data={query.data?.me ? { user: query.data.me, jobLevels: query.data.allJobLevels } : null}
      loading={query.loading}
      error={query.error ?? (query.data ? new Error('no user') : undefined)}
      onRetry={() => void query.refetch()}
      group="candidate"
      notFound={m.loadFailed}
      failed={m.loadFailed}
    >
      {({ user, jobLevels }) => (
        <div className="personal-information">
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {m.editTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginTop: 6 }}>
            {m.intro}
          </Typography.Paragraph>
          {user.status !== 'ACTIVE' ? (
            <Alert type="info" showIcon title={messages.account.pendingApproval} />
          ) : null}
          {/* Keyed by the user: the form starts from what is saved, once. */}
          <PersonalInformationForm
            key={user.id}
            user={user}
            jobLevels={jobLevels}
            onSubmit={submit}
          />
          <section className="personal-information-section">
            <Typography.Title level={2} className="personal-information-section-title">
              {m.sections.preferences}
            </Typography.Title>
            <PreferencesEditor preferences={user.preferences} />
          </section>
        </div>
      )}
    </QueryPage>
  );
}
