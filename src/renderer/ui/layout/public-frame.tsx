import { VisuallyHidden } from '../visually-hidden';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { Logo } from '../logo';
import { ButtonLink } from '../button-link';
import { FullPageSpinner } from './full-page-status';
import { groupPath, loginPath } from '../../routing/paths';
import { SiteFooterSlot } from './site-footer-slot';
import './public-frame.css';

/**
 * The signed-out header's links (brief: "Logged out: Add Opportunity, and Login or Sign Up
 * depending on the page"). Login and registration have layouts of their own, so the pages
 * here are neither: both are offered. Add Opportunity is the employer's, whatever the group
 * (as the footer's Add An Opportunity); signed out it leads through the employer login.
 */
function PublicLinks({ group, vertical = false }: { group: Group; vertical?: boolean }) {
  const block = vertical || undefined;
  return (
    <>
      <ButtonLink type="text" block={block} to={groupPath('employer', 'add-opportunity')}>
        {messages.nav.addOpportunity}
      </ButtonLink>
      <ButtonLink block={block} to={loginPath(group)}>
        {messages.nav.login}
      </ButtonLink>
      <ButtonLink type="primary" block={block} to={groupPath(group, 'register')}>
        {messages.nav.signUp}
      </ButtonLink>
    </>
  );
}

/**
 * A group's pages for signed-out visitors: the logo leads to login; the header's links, which
 * the narrow-window menu mirrors.
 */
export function PublicFrame({ group }: { group: Group }) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isWide = screens.md ?? true;
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);

  // The narrow-window menu closes when the visitor goes somewhere.
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setMenuOpen(false);
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        className={isWide ? 'public-header' : 'public-header public-header-narrow'}
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Link to={loginPath(group)} className="public-logo">
          <Logo />
          <VisuallyHidden>{messages.nav.login}</VisuallyHidden>
        </Link>
        {isWide ? (
          <nav className="public-links" aria-label={messages.nav.mainNavigation}>
            <PublicLinks group={group} />
          </nav>
        ) : (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={messages.nav.mainNavigation}
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
          />
        )}
      </Layout.Header>
      {!isWide && (
        <Drawer
          placement="right"
          size={272}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          title={<Logo size={28} />}
        >
          <nav className="public-links-vertical" aria-label={messages.nav.mainNavigation}>
            <PublicLinks group={group} vertical />
          </nav>
        </Drawer>
      )}
      <Layout.Content style={{ display: 'grid', placeItems: 'center', padding: '48px 16px' }}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <SiteFooterSlot group={group} />
    </Layout>
  );
}
