import { VisuallyHidden } from '../visually-hidden';
import { Layout, theme } from 'antd';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { Logo } from '../logo';
import { ButtonLink } from '../button-link';
import { FullPageSpinner } from './full-page-status';
import { loginPath } from '../../routing/paths';
import { LazySiteFooter } from '../../features/content/lazy-site-footer';

/** A group's pages for signed-out visitors: the logo leads to login, and a Login button. */
export function PublicFrame({ group }: { group: Group }) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to={loginPath(group)} style={{ display: 'inline-flex', alignItems: 'center' }}>
          <Logo />
          <VisuallyHidden>{messages.nav.login}</VisuallyHidden>
        </Link>
        <div style={{ flex: 1 }} />
        <ButtonLink type="primary" to={loginPath(group)}>
          {messages.nav.login}
        </ButtonLink>
      </Layout.Header>
      <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: '48px 16px' }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <LazySiteFooter group={group} />
    </Layout>
  );
}
