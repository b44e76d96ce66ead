import { useQuery } from '@apollo/client/react';
import { Empty, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CONTENT_PAGE_SIZES } from '../../../shared/content';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import type { ArticleCardFieldsFragment } from '../../gql/graphql';
import { groupPath } from '../../routing/paths';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ArticleCard, ContentCover, publishedOn } from './article-card';
import { articlesQuery } from './documents';
import { appendPage } from './show-more';
import { ShowMoreButton } from './show-more-button';
import { usePageTitle } from './use-page-title';
import './content.css';

const m = messages.content;

/**
 * `/{group}/resources`, the blog (anyone may read it): the newest article as a banner, the
 * others in a grid, and 'Show More' adding the next 10 while there are more.
 */
export function BlogListPage({ group }: { group: Group }) {
  usePageTitle(m.resources);
  const list = useQuery(articlesQuery, {
    variables: { first: CONTENT_PAGE_SIZES.blog, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const result = list.data?.articles;
  const articleLink = (article: ArticleCardFieldsFragment) =>
    groupPath(group, `resources/${article.slug}`);

  let body;
  if (list.error && !result) {
    body = <RetryAlert title={m.articlesFailed} onRetry={() => void list.refetch()} />;
  } else if (!result) {
    body = (
      <div aria-busy="true">
        <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (result.data.length === 0) {
    body = <Empty description={m.emptyArticles} />;
  } else {
    const [first, ...others] = result.data;
    body = (
      <>
        {first && <BlogBanner article={first} to={articleLink(first)} />}
        {others.length > 0 && (
          <ul className="content-grid" aria-label={m.blog}>
            {others.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} to={articleLink(article)} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <ShowMoreButton
          paginatorInfo={result.paginatorInfo}
          fetchPage={(page) =>
            list.fetchMore({
              variables: { page },
              updateQuery: (previous, { fetchMoreResult }) => ({
                articles: appendPage(previous.articles, fetchMoreResult.articles),
              }),
            })
          }
          failedMessage={m.moreFailed}
        />
      </>
    );
  }

  return (
    <div className="content-page">
      <header className="content-page-header">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {m.resources}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {m.blogIntro}
        </Typography.Paragraph>
      </header>
      {body}
    </div>
  );
}

/** The newest article, wide: its cover beside the title and summary. */
function BlogBanner({ article, to }: { article: ArticleCardFieldsFragment; to: string }) {
  return (
    <article className="blog-banner">
      <ContentCover image={article.image ?? null} className="blog-banner-cover" />
      <div className="blog-banner-body">
        <div className="article-card-meta">
          <Tag className="content-type-tag">{m.types[article.type]}</Tag>
          <Typography.Text type="secondary">
            <time dateTime={article.created_at}>{publishedOn(article.created_at)}</time>
          </Typography.Text>
        </div>
        <Typography.Title level={2} className="blog-banner-title">
          <Link to={to}>{article.title}</Link>
        </Typography.Title>
        <Typography.Paragraph className="blog-banner-summary">
          {article.summary}
        </Typography.Paragraph>
      </div>
    </article>
  );
}
