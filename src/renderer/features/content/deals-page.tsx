import { useQuery } from '@apollo/client/react';
import { Empty, Skeleton, Typography } from 'antd';
import { CONTENT_PAGE_SIZES } from '../../../shared/content';
import { messages } from '../../../shared/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { DealCard } from './deal-card';
import { dealsQuery } from './documents';
import { appendPage } from './show-more';
import { ShowMoreButton } from './show-more-button';
import { usePageTitle } from './use-page-title';
import './content.css';

const m = messages.content;

/** `/{group}/deals`, 'Deals For You': the deals the user may see, 6 at a time (brief). */
export function DealsPage() {
  usePageTitle(m.dealsForYou);
  const list = useQuery(dealsQuery, {
    variables: { first: CONTENT_PAGE_SIZES.deals, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const result = list.data?.deals;

  return (
    <div className="content-page">
      <header className="content-page-header">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {m.dealsForYou}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {m.dealsIntro}
        </Typography.Paragraph>
      </header>
      {list.error && !result ? (
        <RetryAlert title={m.dealsFailed} onRetry={() => void list.refetch()} />
      ) : !result ? (
        <div aria-busy="true">
          <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : result.data.length === 0 ? (
        <Empty description={m.emptyDeals} />
      ) : (
        <>
          <ul className="content-grid content-grid-deals" aria-label={m.dealsForYou}>
            {result.data.map((deal) => (
              <li key={deal.id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
          <ShowMoreButton
            paginatorInfo={result.paginatorInfo}
            fetchPage={(page) =>
              list.fetchMore({
                variables: { page },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  deals: appendPage(previous.deals, fetchMoreResult.deals),
                }),
              })
            }
            failedMessage={m.dealsFailed}
          />
        </>
      )}
    </div>
  );
}
