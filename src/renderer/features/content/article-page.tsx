import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Empty, Skeleton, Tag, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { dashboardPath, groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { QueryPage } from '../../ui/query-page';
import { RetryAlert } from '../../ui/retry-alert';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { ArticleCard, ContentCover, publishedOn } from './article-card';
import { ContentBody } from './content-body';
import { articleQuery, articlesQuery } from './documents';
import { usePageTitle } from './use-page-title';
import './content.css';

const m = messages.content;

/** How many 'other posts' an article page shows (brief: three). */
export const OTHER_POSTS = 3;

/**
 * An article: `resources/{slug}` (the blog's, anyone may read it; `base` 'resources') and
 * `articles/{slug}` (the community article from a dashboard; `base` 'articles'). Its text
 * is rendered from the document, never injected; three other posts follow.
 */
export function ArticlePage({ group, base }: { group: Group; base: 'resources' | 'articles' }) {
  const { slug = '' } = useParams();
  const query = useQuery(articleQuery, { variables: { slug }, fetchPolicy: 'cache-and-network' });
  const article = query.data?.article;
  usePageTitle(article?.title);
  const back =
    base === 'resources'
      ? { to: groupPath(group, 'resources'), label: m.backToResources }
      : { to: dashboardPath(group), label: m.backToDashboard };

  return (
    <div className="content-page content-page-narrow">
      <div>
        <ButtonLink type="link" icon={<ArrowLeftOutlined />} to={back.to} className="content-back">
          {back.label}
        </ButtonLink>
      </div>
      <QueryPage
        data={article}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        group={group}
        notFound={m.articleMissing}
        failed={m.articleFailed}
      >
        {(shown) => (
          <article className="content-article">
            <div className="article-card-meta">
              <Tag className="content-type-tag">{m.types[shown.type]}</Tag>
              <Typography.Text type="secondary">
                {m.published}{' '}
                <time dateTime={shown.created_at}>{publishedOn(shown.created_at)}</time>
              </Typography.Text>
            </div>
            <Typography.Title level={1} className="content-article-title">
              {shown.title}
            </Typography.Title>
            {shown.image && <ContentCover image={shown.image} className="content-article-cover" />}
            <ContentBody value={shown.content} title={shown.title} />
          </article>
        )}
      </QueryPage>
      {article && <OtherPosts group={group} base={base} slug={article.slug} />}
    </div>
  );
}

/** The newest other articles, linked the way the current one was opened. */
function OtherPosts({
  group,
  base,
  slug,
}: {
  group: Group;
  base: 'resources' | 'articles';
  slug: string;
}) {
  const list = useQuery(articlesQuery, {
    variables: { excludeSlugs: [slug], first: OTHER_POSTS, page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const others = list.data?.articles.data;
  return (
    <section aria-labelledby="other-posts" className="content-other-posts">
      <Typography.Title level={2} id="other-posts" style={{ fontSize: 22 }}>
        {m.otherPosts}
      </Typography.Title>
      {list.error && !others ? (
        <RetryAlert title={m.articlesFailed} onRetry={() => void list.refetch()} />
      ) : !others ? (
        <div aria-busy="true">
          <VisuallyHidden>{messages.common.loading}</VisuallyHidden>
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ) : others.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m.emptyArticles} />
      ) : (
        <ul className="content-grid content-grid-three" aria-labelledby="other-posts">
          {others.map((other) => (
            <li key={other.id}>
              <ArticleCard article={other} to={groupPath(group, `${base}/${other.slug}`)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
