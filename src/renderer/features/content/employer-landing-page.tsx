import { useQuery } from '@apollo/client/react';
import { Flex, Typography, theme } from 'antd';
import { messages } from '../../../shared/messages';
import { useSession } from '../../lib/session/session-context';
import { navContextOf } from '../../routing/navigation';
import { dashboardPath, groupPath } from '../../routing/paths';
import { ButtonLink } from '../../ui/button-link';
import { QueryPage } from '../../ui/query-page';
import { ContentBody } from './content-body';
import { landingPageQuery } from './documents';
import { FOOTER_PAGES, howItWorksSlug } from './landing-slugs';
import { usePageTitle } from './use-page-title';
import './content.css';

const m = messages.content.employerLanding;

/**
 * `/employer` (and `/company`): the public landing page of the employer side (brief: "Login
 * not required: … employer root"). What employers do here and the way in (Add Opportunity,
 * Sign Up; the dashboard once signed in), then the employers' How It Works page.
 */
export function EmployerLandingPage() {
  const { session } = useSession();
  const { token } = theme.useToken();
  const slug = howItWorksSlug('employer');
  const query = useQuery(landingPageQuery, {
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  usePageTitle(m.title);
  const signedIn = session.status === 'signed-in';
  const canPost = signedIn && navContextOf(session.user).canPostJobs;
  return (
    <div className="content-page content-page-narrow employer-landing">
      <section
        className="employer-landing-hero"
        aria-labelledby="employer-landing-title"
        style={{ background: token.colorPrimaryBg, borderColor: token.colorPrimaryBorder }}
      >
        <div className="employer-landing-eyebrow" style={{ color: token.colorPrimaryText }}>
          {messages.groups.employer.name}
        </div>
        <Typography.Title level={1} id="employer-landing-title" className="employer-landing-title">
          {m.title}
        </Typography.Title>
        <Typography.Paragraph className="employer-landing-intro">{m.intro}</Typography.Paragraph>
        <Typography.Paragraph type="secondary" className="employer-landing-note">
          {messages.groups.zeroCommission}
        </Typography.Paragraph>
        <Flex wrap gap={12}>
          {signedIn ? (
            <ButtonLink type="primary" size="large" to={dashboardPath(session.group)}>
              {messages.nav.dashboard}
            </ButtonLink>
          ) : (
            <ButtonLink type="primary" size="large" to={groupPath('employer', 'register')}>
              {messages.nav.signUp}
            </ButtonLink>
          )}
          {(!signedIn || canPost) && (
            <ButtonLink size="large" to={groupPath('employer', 'add-opportunity')}>
              {messages.nav.addOpportunity}
            </ButtonLink>
          )}
          <ButtonLink
            type="link"
            size="large"
            to={groupPath('employer', `pages/${FOOTER_PAGES.pricing}`)}
          >
            {m.pricing}
          </ButtonLink>
        </Flex>
      </section>
      <QueryPage
        data={query.data?.landingPage}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        group="employer"
        notFound={messages.content.pageMissing}
        failed={messages.content.pageFailed}
      >
        {(page) => (
          <article className="content-article" aria-label={page.name}>
            <ContentBody value={page.content} title={page.name} />
          </article>
        )}
      </QueryPage>
    </div>
  );
}
