import { useQuery } from '@apollo/client/react';
import { Descriptions, Empty, Flex, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { QueryPage } from '../../ui/query-page';
import { ProfileHeader } from '../profiles/profile-parts';
import { companyProfileQuery } from './documents';
import { LIST_PAGE_SIZE } from './opportunity-list-page';
import { OpportunityRows } from './opportunity-rows';

const m = messages.candidateOpportunities;

/** `company-profile/{id}`: an employer as candidates see it, with its open jobs. */
export function CompanyProfilePage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
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
      group="candidate"
      notFound={m.companyNotFound}
      failed={messages.common.somethingWentWrong}
    >
      {(company) => {
        const jobs = company.opportunities;
        const about = [
          company.bio && { key: 'bio', label: m.about, children: company.bio },
          company.description && {
            key: 'description',
            label: m.description,
            children: company.description,
          },
          company.what_sets_apart && {
            key: 'apart',
            label: m.whatSetsApart,
            children: company.what_sets_apart,
          },
          company.website && {
            key: 'website',
            label: m.website,
            children: (
              <a href={company.website} target="_blank" rel="noopener noreferrer">
                {company.website}
              </a>
            ),
          },
        ].filter((row) => Boolean(row)) as {
          key: string;
          label: string;
          children: React.ReactNode;
        }[];
        return (
          <>
            <ProfileHeader name={company.company} avatar={company.avatar} vetted={false} />
            {about.length > 0 && (
              <Descriptions
                column={1}
                items={about}
                style={{ marginTop: 24 }}
                styles={{ content: { whiteSpace: 'pre-wrap' } }}
              />
            )}
            <Typography.Title
              level={2}
              id="company-jobs-title"
              style={{ fontSize: 20, marginTop: 24 }}
            >
              {m.openJobs}
            </Typography.Title>
            {jobs.data.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.noOpenJobs} />
            ) : (
              <>
                <OpportunityRows posts={jobs.data} labelledBy="company-jobs-title" />
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
        );
      }}
    </QueryPage>
  );
}
