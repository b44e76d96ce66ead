import { VisuallyHidden } from '../visually-hidden';
import { DownOutlined, MenuOutlined } from '@ant-design/icons';
import {
  Avatar,
  Button,
  Drawer,
  Dropdown,
  Grid,
  Layout,
  Menu,
  Skeleton,
  theme,
  type MenuProps,
} from 'antd';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { initialsOf, organisationName } from '../../lib/session/active-team';
import { useCurrentUser } from '../../lib/session/session-context';
import { Logo } from '../logo';
import { SiteFooterSlot } from './site-footer-slot';
import { dashboardPath, groupPath } from '../../routing/paths';
import {
  navContextOf,
  visibleEntries,
  type GroupNavigation,
  type NavEntry,
} from '../../routing/navigation';
import './group-shell.css';

/**
 * The shell's slots are features' parts (ui/ never imports a feature): the app's shell layer
 * fills them (shell/signed-in-shell.tsx).
 */
interface GroupShellProps {
  group: Group;
  navigation: GroupNavigation;
  /** Above the header: shown while an admin impersonates the user. */
  impersonationBar: ReactNode;
  /** In the header, before the account menu: shown only to a user with more than one team. */
  teamSwitcher: ReactNode;
  /** Instead of the page for a GUEST without an active team. */
  noTeamNotice: ReactNode;
}

/** The page below the group segment, whatever alias the URL used: `/company/dashboard` → `dashboard`. */
function currentPage(pathname: string): string {
  return pathname.split('/').slice(2).join('/');
}

function menuItems(group: Group, entries: NavEntry[]): NonNullable<MenuProps['items']> {
  return entries.map((entry) => ({
    key: entry.key,
    icon: entry.icon,
    label: <Link to={groupPath(group, entry.path)}>{entry.label}</Link>,
  }));
}

function selectedKeys(entries: NavEntry[], page: string): string[] {
  return entries.filter((entry) => entry.path === page).map((entry) => entry.key);
}

/** The signed-in layout of a group: header with the account menu, side navigation, content. */
export function GroupShell({
  group,
  navigation,
  impersonationBar,
  teamSwitcher,
  noTeamNotice,
}: GroupShellProps) {
  const { user } = useCurrentUser();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const isWide = screens.lg ?? true;
  const location = useLocation();
  const [navOpen, setNavOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(location.key);

  // The narrow-screen navigation closes when the user goes somewhere.
  if (openedAt !== location.key) {
    setOpenedAt(location.key);
    setNavOpen(false);
  }

  useEffect(() => {
    document.title = `${messages.groups[group].name} · ${messages.brand.name}`;
  }, [group]);

  const context = navContextOf(user);
  const page = currentPage(location.pathname);
  const headerLinks = visibleEntries(navigation.headerLinks, context);
  const sideLinks = visibleEntries(navigation.sideNavigation, context);
  const accountLinks = visibleEntries(navigation.accountMenu.entries, context);
  const organisation = organisationName(user, group);

  const sideNavigation = (
    <nav aria-label={messages.nav.mainNavigation}>
      <Menu
        className="shell-side-menu"
        mode="inline"
        items={menuItems(group, sideLinks)}
        selectedKeys={selectedKeys(sideLinks, page)}
      />
    </nav>
  );

  const accountItems: MenuProps['items'] = navigation.accountMenu.heading
    ? [
        {
          type: 'group',
          key: 'heading',
          label: navigation.accountMenu.heading,
          children: menuItems(group, accountLinks),
        },
      ]
    : menuItems(group, accountLinks);

  return (
    <Layout className="shell">
      {impersonationBar}
      <Layout.Header
        className={isWide ? 'shell-header' : 'shell-header shell-header-narrow'}
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {!isWide && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={messages.nav.mainNavigation}
            aria-expanded={navOpen}
            onClick={() => setNavOpen((open) => !open)}
          />
        )}
        <Link to={dashboardPath(group)} className="shell-logo">
          <Logo />
          <span className="shell-group-name" style={{ color: token.colorPrimary }}>
            {messages.groups[group].name}
          </span>
          <VisuallyHidden>{messages.nav.dashboard}</VisuallyHidden>
        </Link>
        {isWide ? (
          <Menu
            className="shell-header-menu"
            mode="horizontal"
            items={menuItems(group, headerLinks)}
            selectedKeys={selectedKeys(headerLinks, page)}
          />
        ) : (
          <div className="shell-spacer" />
        )}
        {teamSwitcher}
        {/* autoFocus moves the keyboard into the opened menu, so arrow keys and Enter work. */}
        <Dropdown
          menu={{ items: accountItems }}
          trigger={['click']}
          placement="bottomRight"
          autoFocus
        >
          <Button type="text" className="shell-account">
            <VisuallyHidden>{messages.nav.accountMenu}</VisuallyHidden>
            <Avatar aria-hidden style={{ backgroundColor: token.colorPrimary, flex: 'none' }}>
              {initialsOf(user)}
            </Avatar>
            {isWide && (
              <span className="shell-account-text">
                <span className="shell-account-name">{user.name}</span>
                {organisation && (
                  <span className="shell-account-org" style={{ color: token.colorTextSecondary }}>
                    {organisation}
                  </span>
                )}
              </span>
            )}
            <DownOutlined style={{ fontSize: 11, color: token.colorTextTertiary }} />
          </Button>
        </Dropdown>
      </Layout.Header>
      <Layout hasSider={isWide}>
        {isWide ? (
          <Layout.Sider
            className="shell-sider"
            width={256}
            style={{ borderRight: `1px solid ${token.colorBorderSecondary}` }}
          >
            {sideNavigation}
          </Layout.Sider>
        ) : (
          // Narrow windows: the side navigation slides over the page instead of squeezing it.
          <Drawer
            placement="left"
            size={272}
            open={navOpen}
            onClose={() => setNavOpen(false)}
            title={<Logo size={28} />}
            styles={{ body: { padding: 0 } }}
          >
            {sideNavigation}
          </Drawer>
        )}
        <Layout.Content className={isWide ? 'shell-content' : 'shell-content shell-content-narrow'}>
          <main className="shell-main">
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              {user.type === 'GUEST' && !user.activeTeam ? noTeamNotice : <Outlet />}
            </Suspense>
          </main>
        </Layout.Content>
      </Layout>
      <SiteFooterSlot group={group} />
    </Layout>
  );
}
