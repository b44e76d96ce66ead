import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { GROUPS, type Group } from '../../../shared/users';
import { groupFromPath } from '../../routing/paths';
import { groupRoutes } from '../../routing/route-table';
import { footerColumns, type FooterViewer } from './footer-columns';

const f = messages.content.footer;
const landing = (slug: string, name: string, display_in_footer = true) => ({
  slug,
  name,
  display_in_footer,
});

describe('footerColumns', () => {
  it("signed out: the brief's columns, landing pages in the current group, Log In/Sign Up", () => {
    const columns = footerColumns('agency', null, []);
    expect(columns.map((column) => column.title)).toEqual([
      f.legal,
      f.candidates,
      f.employers,
      f.shortlist,
    ]);
    expect(columns[0]?.links).toEqual([
      { label: f.privacyPolicy, to: '/agency/pages/privacy-policy' },
      { label: f.platformTerms, to: '/agency/pages/platform-terms' },
      { label: f.cookies, to: '/agency/pages/cookies' },
    ]);
    expect(columns[1]?.links).toEqual([
      { label: f.howItWorks, to: '/candidate/marketing/how-it-works' },
      { label: f.findAJob, to: '/candidate/latest-opportunities' },
      { label: f.termsAndConditions, to: '/agency/pages/terms-and-conditions' },
      { label: f.logInSignUp, to: '/candidate/login' },
    ]);
    expect(columns[2]?.links.map((link) => link.to)).toEqual([
      '/employer/marketing/how-it-works',
      '/employer/add-opportunity',
      '/agency/pages/terms-and-conditions',
      '/employer/login',
    ]);
    expect(columns[3]?.links).toEqual([
      { label: f.aboutUs, to: '/agency/pages/about-us' },
      { label: f.pricing, to: '/agency/pages/pricing' },
      { label: f.faqs, to: '/agency/pages/faqs' },
      { label: messages.content.blog, to: '/agency/resources' },
      { label: f.contactUs, to: '/agency/pages/contact-us' },
      { label: f.logInSignUp, to: '/agency/login' },
    ]);
  });

  it("signed in: the user's dashboard instead of Log In/Sign Up, none in the product column", () => {
    const columns = footerColumns('employer', { group: 'employer', canPostJobs: true }, []);
    expect(columns[1]?.links.at(-1)).toEqual({ label: f.dashboard, to: '/employer/dashboard' });
    expect(columns[2]?.links.at(-1)).toEqual({ label: f.dashboard, to: '/employer/dashboard' });
    expect(columns[3]?.links.map((link) => link.label)).not.toContain(f.logInSignUp);
  });

  it('adds the flagged landing pages no fixed column links, in their order', () => {
    const columns = footerColumns('candidate', null, [
      landing('pricing', 'Pricing'),
      landing('for-startups', 'For Startups'),
      landing('hidden', 'Hidden', false),
      landing('careers', 'Careers'),
    ]);
    expect(columns).toHaveLength(5);
    expect(columns[4]).toEqual({
      title: f.more,
      links: [
        { label: 'For Startups', to: '/candidate/pages/for-startups' },
        { label: 'Careers', to: '/candidate/pages/careers' },
      ],
    });
  });

  const links = (group: Group, viewer: FooterViewer | null) =>
    footerColumns(group, viewer, []).flatMap((column) => column.links);
  const viewers: FooterViewer[] = GROUPS.flatMap((group) => [
    { group, canPostJobs: true },
    { group, canPostJobs: false },
  ]);

  // A signed-in user in another group's pages is sent to their own 404 (brief, section 2).
  it.each(viewers)(
    'signed in as $group (can post: $canPostJobs): every link opens a page of their own group',
    (viewer) => {
      const routes = groupRoutes(viewer.group).map((route) => ({ path: route.path }));
      for (const link of links(viewer.group, viewer)) {
        expect(groupFromPath(link.to), `${link.label} → ${link.to}`).toBe(viewer.group);
        const page = link.to.split('/').slice(2).join('/');
        expect(matchRoutes(routes, `/${page}`), `${link.label} → ${link.to}`).not.toBeNull();
      }
    },
  );

  it('signed in: How It Works of the other side opens as a page of the user’s own group', () => {
    const candidateLinks = links('candidate', { group: 'candidate', canPostJobs: false });
    expect(candidateLinks).toContainEqual({
      label: f.howItWorks,
      to: '/candidate/marketing/how-it-works',
    });
    expect(candidateLinks).toContainEqual({
      label: f.howItWorks,
      to: '/candidate/pages/how-it-works-employers',
    });
    const agencyLinks = links('agency', { group: 'agency', canPostJobs: true });
    expect(agencyLinks.filter((link) => link.label === f.howItWorks)).toEqual([
      { label: f.howItWorks, to: '/agency/pages/how-it-works-candidates' },
      { label: f.howItWorks, to: '/agency/pages/how-it-works-employers' },
    ]);
  });

  it('signed in: Find A Job only for candidates, Add An Opportunity only for employers who can post', () => {
    const labels = (viewer: FooterViewer) => links(viewer.group, viewer).map((l) => l.label);
    expect(labels({ group: 'candidate', canPostJobs: false })).toContain(f.findAJob);
    expect(labels({ group: 'candidate', canPostJobs: false })).not.toContain(f.addAnOpportunity);
    expect(labels({ group: 'employer', canPostJobs: true })).not.toContain(f.findAJob);
    expect(labels({ group: 'employer', canPostJobs: true })).toContain(f.addAnOpportunity);
    expect(labels({ group: 'employer', canPostJobs: false })).not.toContain(f.addAnOpportunity);
    expect(labels({ group: 'agency', canPostJobs: true })).not.toContain(f.findAJob);
    expect(labels({ group: 'agency', canPostJobs: true })).not.toContain(f.addAnOpportunity);
  });

  it('signed out: every link opens a page its group serves to anyone', () => {
    for (const group of GROUPS) {
      for (const link of links(group, null)) {
        const linkGroup = groupFromPath(link.to);
        expect(linkGroup, link.to).not.toBeNull();
        const routes = groupRoutes(linkGroup!).map((route) => ({ path: route.path }));
        const page = link.to.split('/').slice(2).join('/');
        expect(matchRoutes(routes, `/${page}`), link.to).not.toBeNull();
      }
    }
  });
});
