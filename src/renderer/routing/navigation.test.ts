import { describe, expect, it } from 'vitest';
import { GROUPS } from '../../shared/users';
import type { CurrentUser } from '../lib/session/session-context';
import { navContextOf, visibleEntries, type GroupNavigation } from './navigation';
import { groupNavigation, groupRoutes } from './route-table';

const navigations = Object.fromEntries(
  GROUPS.map((group) => [group, groupNavigation(group)]),
) as Record<(typeof GROUPS)[number], GroupNavigation>;

describe('navigation tables', () => {
  for (const group of GROUPS) {
    it(`${group}: every entry points at a page that exists (no dead links)`, () => {
      const { headerLinks, sideNavigation, accountMenu } = navigations[group];
      const paths = new Set(groupRoutes(group).map((route) => route.path));
      for (const entry of [...headerLinks, ...sideNavigation, ...accountMenu.entries]) {
        expect(paths, `${group} ${entry.key} → ${entry.path}`).toContain(entry.path);
      }
    });
  }

  it("orders each place by its entries' order, across features", () => {
    const keys = (entries: readonly { key: string }[]) => entries.map((entry) => entry.key);
    expect(keys(navigations.candidate.headerLinks)).toEqual(['dashboard']);
    // The brief: agencies see Case Studies; then their project opportunities and the Network.
    expect(keys(navigations.agency.headerLinks)).toEqual([
      'dashboard',
      'case-studies',
      'opportunities',
      'network',
    ]);
    // A candidate's My Account is their personal information (brief: "The account page goes
    // to … personal-information for candidate").
    expect(keys(navigations.candidate.sideNavigation)).toEqual([
      'dashboard',
      'personal-information',
      'logout',
    ]);
    // An agency's My Account is its profile (brief: "The account page goes to profile for agency").
    // The brief's side navigation: Case Studies (agencies).
    expect(keys(navigations.agency.sideNavigation)).toEqual([
      'dashboard',
      'case-studies',
      'profile',
      'logout',
    ]);
    // The brief's candidate submenu, in its order.
    expect(keys(navigations.candidate.accountMenu.entries)).toEqual([
      'personal-information',
      'edit-personal-information',
      'profile',
      'edit-profile',
      'manage-cv',
      'notification-settings',
      'profile-privacy',
      'change-password',
      'app-settings',
      'logout',
    ]);
    // The brief's agency submenu (who sees the admin's pages is each entry's `visible`), with the
    // admins' billing pages after Manage Team, then Change Password as the brief ends.
    expect(keys(navigations.agency.accountMenu.entries)).toEqual([
      'account-information',
      'edit-account-information',
      'profile',
      'edit-profile',
      'manage-team',
      'credit-account',
      'company-billing',
      'notification-settings',
      'profile-privacy',
      'change-password',
      'app-settings',
      'logout',
    ]);
    // The employer's new posts first, then Dashboard, My Account and Agency Marketplace (brief:
    // "Employer header"); the side navigation has Agency Marketplace before Dashboard ("Side
    // navigation"). Who sees the new posts is each entry's `visible`.
    const { headerLinks, sideNavigation, accountMenu } = navigations.employer;
    expect(keys(headerLinks)).toEqual([
      'add-opportunity',
      'add-project',
      'dashboard',
      'account',
      'agency-marketplace',
    ]);
    expect(keys(sideNavigation)).toEqual([
      'add-opportunity',
      'add-project',
      'agency-marketplace',
      'dashboard',
      'account',
      'logout',
    ]);
    // The brief's order; who sees the buying pages (approved admins) is each entry's `visible`.
    expect(keys(accountMenu.entries)).toEqual([
      'account',
      'profile',
      'edit-profile',
      'manage-payment-info',
      'manage-credits',
      'manage-team',
      'invitations',
      'billing-history',
      'change-password',
      'app-settings',
      'logout',
    ]);
    expect(navigations.employer.accountMenu.heading).toBe('Account Settings');
    expect(navigations.candidate.accountMenu.heading).toBeUndefined();
  });
});

describe('who sees the employer admin pages (as the API decides: docs/security.md G14)', () => {
  const OWNER_ID = '1';
  function employer(
    type: 'COMPANY' | 'GUEST',
    status: 'ACTIVE' | 'INACTIVE',
    role: 'admin' | 'member',
  ): CurrentUser {
    const id = type === 'COMPANY' ? OWNER_ID : '2';
    const membership = {
      team_id: '7',
      user_id: id,
      role,
      can_post_jobs: true,
      active: true,
      team: {
        id: '7',
        type: 'COMPANY' as const,
        company: 'Acme',
        avatar: null,
        owner_id: OWNER_ID,
      },
    };
    return {
      id,
      email: `${id}@example.com`,
      type,
      status,
      name: 'Ann Lee',
      first_name: 'Ann',
      last_name: 'Lee',
      company: 'Acme',
      agency_name: null,
      avatar: null,
      bio: 'Bio',
      teamType: 'COMPANY',
      teamOwner: OWNER_ID,
      activeTeam: membership,
      teams: [membership],
    };
  }
  const adminPages = (user: CurrentUser) =>
    visibleEntries(groupNavigation('employer').accountMenu.entries, navContextOf(user))
      .map((entry) => entry.key)
      .filter((key) =>
        [
          'edit-profile',
          'manage-payment-info',
          'manage-credits',
          'manage-team',
          'invitations',
          'billing-history',
        ].includes(key),
      );

  it('an approved owner sees every one', () => {
    expect(adminPages(employer('COMPANY', 'ACTIVE', 'admin'))).toEqual([
      'edit-profile',
      'manage-payment-info',
      'manage-credits',
      'manage-team',
      'invitations',
      'billing-history',
    ]);
  });

  it('an owner awaiting approval keeps the profile and billing, not buying or the team', () => {
    expect(adminPages(employer('COMPANY', 'INACTIVE', 'admin'))).toEqual([
      'edit-profile',
      'manage-payment-info',
      'billing-history',
    ]);
  });

  it('a deactivated admin member has no admin power but the profile the API lets them edit', () => {
    expect(adminPages(employer('GUEST', 'INACTIVE', 'admin'))).toEqual(['edit-profile']);
  });

  it('an approved member sees none', () => {
    expect(adminPages(employer('GUEST', 'ACTIVE', 'member'))).toEqual([]);
  });
});
