import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { apiFailure } from '../../apollo/api-failure';
import { groupPath } from '../../routing/paths';
import { QueryPage } from '../../ui/query-page';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../../lib/session/session-context';
import { canOpenCaseStudy } from './can-edit';
import { CaseStudyView } from './case-study-view';
import { caseStudiesQuery, caseStudyQuery, deleteCaseStudyMutation } from './documents';
import './case-studies.css';

const m = messages.caseStudies;

/**
 * `case-study/{id}`: the agency's page (its owner edits and deletes from here) and the
 * employer's (company users; read only). Anyone the API does not show it to sees not found; a
 * company's GUEST member goes to the employer 404 (company only, as the brief says).
 */
export function CaseStudyPage({ group }: { group: Group }) {
  const { user } = useCurrentUser();
  if (!canOpenCaseStudy(user, group)) return <Navigate replace to={groupPath(group, '404')} />;
  return <CaseStudyPageContent group={group} />;
}

function CaseStudyPageContent({ group }: { group: Group }) {
  const { id = '' } = useParams();
  const query = useQuery(caseStudyQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [remove, removal] = useMutation(deleteCaseStudyMutation, {
    refetchQueries: [caseStudiesQuery],
  });
  const navigate = useNavigate();
  const toast = useToast();
  const caseStudy = query.data?.caseStudy;
  useEffect(() => {
    document.title = `${caseStudy?.title ?? m.caseStudies} · ${messages.brand.name}`;
  }, [caseStudy?.title]);

  async function confirmDelete() {
    try {
      await remove({ variables: { id } });
    } catch (error) {
      void toast.error(apiFailure(error).message);
      return;
    }
    void toast.success(m.deleted, 4);
    void navigate(groupPath('agency', 'case-studies'));
  }

  return (
    <QueryPage
      data={caseStudy}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group={group}
      notFound={m.notFound}
      failed={m.loadFailed}
    >
      {(found) => (
        <CaseStudyView
          caseStudy={found}
          onDelete={() => void confirmDelete()}
          deleting={removal.loading}
        />
      )}
    </QueryPage>
  );
}
