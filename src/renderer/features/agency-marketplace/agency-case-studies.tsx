import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { CASE_STUDY_PAGE_SIZE } from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { agencyCaseStudiesQuery } from './documents';
import { CaseStudyCards } from './marketplace-cards';
import './marketplace.css';

const m = messages.marketplace;

/** An agency's case studies as cards, 8 a page (its profile), each linked to its page. */
export function AgencyCaseStudies({ agencyId, group }: { agencyId: string; group: Group }) {
  const [page, setPage] = useState(1);
  const query = useQuery(agencyCaseStudiesQuery, {
    variables: { agencyId, first: CASE_STUDY_PAGE_SIZE, page },
    fetchPolicy: 'cache-and-network',
  });
  const result = query.data?.caseStudies;
  return (
    <section aria-labelledby="agency-case-studies-title" aria-busy={query.loading}>
      <Typography.Title level={2} id="agency-case-studies-title" className="profile-section-title">
        {m.agencyCaseStudies}
      </Typography.Title>
      {query.error && !result ? (
        <RetryAlert title={m.loadFailed} onRetry={() => void query.refetch()} />
      ) : !result ? (
        <div>
          <VisuallyHidden>{m.loading}</VisuallyHidden>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : result.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noAgencyCaseStudies} />
      ) : (
        <>
          <CaseStudyCards caseStudies={result.data} group={group} />
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination
              current={result.paginatorInfo.currentPage}
              pageSize={CASE_STUDY_PAGE_SIZE}
              total={result.paginatorInfo.total}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={setPage}
            />
          </Flex>
        </>
      )}
    </section>
  );
}
