import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card, Empty, Flex, Pagination, Skeleton, Typography, theme } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CASE_STUDY_PAGE_SIZE } from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';
import { useCurrentUser } from '../../lib/session/session-context';
import { groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { canAddCaseStudies } from './can-edit';
import { CaseStudyGrid } from './case-study-card';
import { caseStudiesQuery } from './documents';
import './case-studies.css';

const m = messages.caseStudies;

/**
 * `/agency/case-studies`: the active agency's case studies, newest first, 8 a page (the page
 * number in the address, so Back returns to it). The owner gets Add Case Study.
 */
export function CaseStudyListPage() {
  const { token } = theme.useToken();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(Math.trunc(Number(params.get('page'))) || 1, 1);
  const query = useQuery(caseStudiesQuery, {
    variables: { first: CASE_STUDY_PAGE_SIZE, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = query.data?.caseStudies;
  const canAdd = canAddCaseStudies(user);
  useEffect(() => {
    document.title = `${m.caseStudies} · ${messages.brand.name}`;
  }, []);

  const add = canAdd && (
    <ButtonLink type="primary" icon={<PlusOutlined />} to={groupPath('agency', 'case-study/add')}>
      {m.addCaseStudy}
    </ButtonLink>
  );

  return (
    <Card variant="borderless" style={{ boxShadow: token.boxShadowTertiary }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 28, margin: 0 }}>
            {m.caseStudies}
          </Typography.Title>
          <Typography.Text type="secondary">{m.listIntro}</Typography.Text>
        </div>
        {result && result.paginatorInfo.total > 0 && add}
      </Flex>
      <div style={{ marginTop: 20 }} aria-live="polite" aria-busy={query.loading}>
        {query.error && !result ? (
          <RetryAlert title={m.loadFailed} onRetry={() => void query.refetch()} />
        ) : !result ? (
          <div>
            <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        ) : result.data.length === 0 && result.paginatorInfo.total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.empty}>
            {canAdd && <Typography.Paragraph type="secondary">{m.emptyHint}</Typography.Paragraph>}
            {add}
          </Empty>
        ) : (
          <>
            <CaseStudyGrid caseStudies={result.data} group="agency" />
            <Flex justify="center" style={{ marginTop: 20 }}>
              <Pagination
                current={result.paginatorInfo.currentPage}
                pageSize={CASE_STUDY_PAGE_SIZE}
                total={result.paginatorInfo.total}
                showSizeChanger={false}
                hideOnSinglePage
                onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
              />
            </Flex>
          </>
        )}
      </div>
    </Card>
  );
}
