import { useQuery } from '@apollo/client/react';
import { Empty, Flex, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { QueryPage } from '../../ui/query-page';
import { CompanyProfileView, addressLines } from '../company-profile';
import { companyProfileQuery } from './documents';
import { LIST_PAGE_SIZE } from './opportunity-list-page';
import { OpportunityRows, type BrowsingGroup } from './opportunity-rows';

const m = messages.candidateOpportunities;

/**
 * `company-profile/{id}`: an employer as candidates and agencies see it (the badge, what it
 * says of itself, its town, county and country), with its open posts of the caller's side:
 * jobs for candidates, projects for agencies.
 */
export function CompanyProfilePage({ group }: { group: BrowsingGroup }) {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const agency = group === 'agency';
  const query = useQuery(companyProfileQuery, {
    variables: { id, first: LIST_PAGE_SIZE, page },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryPage
      data={query.data?.companyProfile}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      group={group}
      notFound={m.companyNotFound}
      failed={messages.common.somethingWentWrong}
    >
      {(company) => {
        const jobs = company.opportunities;
        return (
          <>
            <CompanyProfileView
              company={company}
              address={addressLines(company)}
              addressLabel={messages.companyProfile.location}
            />
            {jobs && (
              <>
                <Typography.Title
                  level={2}
                  id="company-jobs-title"
                  style={{ fontSize: 20, marginTop: 24 }}
                >
                  {agency ? m.openProjects : m.openJobs}
                </Typography.Title>
                {jobs.data.length === 0 ? (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={agency ? m.noOpenProjects : m.noOpenJobs}
                  />
                ) : (
                  <>
                    <OpportunityRows
                      group={group}
                      posts={jobs.data}
                      labelledBy="company-jobs-title"
                    />
                    <Flex justify="center" style={{ marginTop: 16 }}>
                      <Pagination
                        current={jobs.paginatorInfo.currentPage}
                        pageSize={LIST_PAGE_SIZE}
                        total={jobs.paginatorInfo.total}
                        showSizeChanger={false}
                        hideOnSinglePage
                        onChange={setPage}
                      />
                    </Flex>
                  </>
                )}
              </>
            )}
          </>
        );
      }}
    </QueryPage>
  );
}
