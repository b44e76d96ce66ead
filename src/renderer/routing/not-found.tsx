import { ConfigProvider, Layout, Result, theme } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../shared/messages';
import type { Group } from '../../shared/users';
import { useSession } from '../lib/session/session-context';
import { Logo } from '../ui/logo';
import { ButtonLink } from '../ui/button-link';
import { shortlistTheme } from '../ui/theme/shortlist-theme';
import { dashboardPath, loginPath } from './paths';

/** 'Page Not Found!' with a way back: the dashboard when signed in, else the login. */
export function NotFoundContent({ group }: { group?: Group }) {
  const { session } = useSession();
  const { token } = theme.useToken();
  useEffect(() => {
    document.title = `${messages.common.pageNotFound} · ${messages.brand.name}`;
  }, []);
  const action =
    session.status === 'signed-in' ? (
      <ButtonLink type="primary" to={dashboardPath(session.group)}>
        {messages.nav.backToDashboard}
      </ButtonLink>
    ) : group ? (
      <ButtonLink type="primary" to={loginPath(group)}>
        {messages.nav.goToLogin}
      </ButtonLink>
    ) : (
      <ButtonLink type="primary" to="/">
        {messages.nav.goHome}
      </ButtonLink>
    );
  return (
    <Result
      icon={
        <div
          aria-hidden="true"
          style={{
            fontSize: 88,
            fontWeight: 800,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: token.colorPrimary,
          }}
        >
          404
        </div>
      }
      title={messages.common.pageNotFound}
      subTitle={messages.nav.pageNotFoundHint}
      extra={action}
    />
  );
}

/** Paths outside every group (`/nope/xyz`): a full page in Shortlist's own colours. */
export function NotFoundPage() {
  return (
    <ConfigProvider theme={shortlistTheme}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header
          style={{
            display: 'flex',
            alignItems: 'center',
            borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
          }}
        >
          <Link
            to="/"
            aria-label={messages.brand.name}
            style={{ display: 'inline-flex', alignItems: 'center' }}
          >
            <Logo />
          </Link>
        </Layout.Header>
        <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: '48px 16px' }}>
          <NotFoundContent />
        </Layout.Content>
      </Layout>
    </ConfigProvider>
  );
}
