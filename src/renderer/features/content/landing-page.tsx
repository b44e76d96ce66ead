import { useQuery } from '@apollo/client/react';
import { Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { QueryPage } from '../../ui/query-page';
import { ContentBody } from './content-body';
import { landingPageQuery } from './documents';
import { usePageTitle } from './use-page-title';
import './content.css';

const m = messages.content;

/**
 * A landing page (How It Works, Pricing, the legal texts, …): `pages/{slug}`, or the one
 * `slug` names (marketing/how-it-works keeps its own address). Anyone may read it.
 */
export function LandingPagePage({ group, slug }: { group: Group; slug?: string }) {
  const params = useParams();
  const wanted = slug ?? params.slug ?? '';
  const query = useQuery(landingPageQuery, {
    variables: { slug: wanted },
    fetchPolicy: 'cache-and-network',
  });
  const page = query.data?.landingPage;
  usePageTitle(page?.name);
  return (
    <div className="content-page content-page-narrow">
      <QueryPage
        data={page}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        group={group}
        notFound={m.pageMissing}
        failed={m.pageFailed}
      >
        {(shown) => (
          <article className="content-article">
            <Typography.Title level={1} className="content-article-title">
              {shown.name}
            </Typography.Title>
            <ContentBody value={shown.content} title={shown.name} />
          </article>
        )}
      </QueryPage>
    </div>
  );
}
