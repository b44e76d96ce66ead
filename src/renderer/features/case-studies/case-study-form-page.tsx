import { useMutation, useQuery } from '@apollo/client/react';
import { Card, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { CaseStudyValues } from '../../../shared/validation/case-studies';
import { formFailure } from '../../apollo/api-failure';
import { useCurrentUser } from '../../lib/session/session-context';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { canAddCaseStudies } from './can-edit';
import { CaseStudyForm, caseStudyInput } from './case-study-form';
import {
  caseStudiesQuery,
  caseStudyQuery,
  createCaseStudyMutation,
  updateCaseStudyMutation,
} from './documents';
import './case-studies.css';

const m = messages.caseStudies;

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${messages.brand.name}`;
  }, [title]);
}

/** After a save: the case study's page, with the brief's success toast. */
function useSaved() {
  const navigate = useNavigate();
  const toast = useToast();
  return (id: string) => {
    void toast.success(m.saved, 4);
    void navigate(groupPath('agency', `case-study/${id}`));
  };
}

/** `/agency/case-study/add`: the agency owner's; GUEST members go to the agency 404. */
export function AddCaseStudyPage() {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const [create] = useMutation(createCaseStudyMutation, { refetchQueries: [caseStudiesQuery] });
  const saved = useSaved();
  useTitle(m.addCaseStudy);
  if (!canAddCaseStudies(user)) return <Navigate replace to={groupPath('agency', '404')} />;

  async function submit(values: CaseStudyValues) {
    try {
      const answer = await create({ variables: { input: caseStudyInput(values) } });
      if (answer.data) saved(answer.data.createCaseStudy.id);
      return null;
    } catch (error) {
      return formFailure(error);
    }
  }

  return (
    <Card
      variant="borderless"
      style={{ boxShadow: token.boxShadowTertiary, maxWidth: 960 }}
      className="case-study-edit"
    >
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {m.addCaseStudy}
      </Typography.Title>
      <CaseStudyForm
        caseStudy={null}
        cancelTo={groupPath('agency', 'case-studies')}
        onSubmit={submit}
      />
    </Card>
  );
}

/**
 * `/agency/case-study/edit/{id}`: for the case study's agency owner (`can_edit`); anyone else
 * sees it is not theirs to edit (the API refuses them too).
 */
export function EditCaseStudyPage() {
  const { id = '' } = useParams();
  const query = useQuery(caseStudyQuery, { variables: { id }, fetchPolicy: 'network-only' });
  const [update] = useMutation(updateCaseStudyMutation, { refetchQueries: [caseStudiesQuery] });
  const saved = useSaved();
  useTitle(m.editCaseStudy);
  const caseStudy = query.data?.caseStudy;
  if (caseStudy && !caseStudy.can_edit) {
    return <Navigate replace to={groupPath('agency', `case-study/${caseStudy.id}`)} />;
  }

  async function submit(values: CaseStudyValues) {
    try {
      await update({ variables: { id, input: caseStudyInput(values) } });
    } catch (error) {
      return formFailure(error);
    }
    saved(id);
    return null;
  }

  return (
    <QueryPage
      data={caseStudy}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group="agency"
      notFound={m.notFound}
      failed={m.loadFailed}
    >
      {(found) => (
        <div className="case-study-edit">
          <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
            {m.editCaseStudy}
          </Typography.Title>
          {/* Keyed by the case study: the form starts from what is saved, once. */}
          <CaseStudyForm
            key={found.id}
            caseStudy={found}
            cancelTo={groupPath('agency', `case-study/${found.id}`)}
            onSubmit={submit}
          />
        </div>
      )}
    </QueryPage>
  );
}
