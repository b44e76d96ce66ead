import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { dashboardPath, groupPath, loginPath } from '../../routing/paths';
import { FOOTER_PAGES, howItWorksSlug } from './landing-slugs';

const f = messages.content.footer;

export interface FooterLink {
  label: string;
  to: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** A landing page as the footer's extra column reads it. */
export interface FooterLandingPage {
  name: string;
  slug: string;
  display_in_footer: boolean;
}

/** Who reads the footer when signed in: their own group, and whether they may post. */
export interface FooterViewer {
  group: Group;
  canPostJobs: boolean;
}

/**
 * The footer's columns for a page of `group`: the legal links, Candidates, Employers, the
 * product column, then the landing pages flagged `display_in_footer` that no fixed column
 * links already. Landing pages open in the current group.
 *
 * Signed out (`viewer` null), How It Works, Find A Job and Add An Opportunity go to the
 * group they are for, and the account links are Log In/Sign Up. Signed in, a link never
 * leaves the user's own group (another group's page is their 404, brief section 2): the
 * other side's How It Works opens as a page of their group, Find A Job shows to candidates
 * only, Add An Opportunity to employers who may post, and the account links are the
 * dashboard (docs/content.md, "The footer").
 */
export function footerColumns(
  group: Group,
  viewer: FooterViewer | null,
  landingPages: readonly FooterLandingPage[],
): FooterColumn[] {
  const page = (slug: string) => groupPath(viewer?.group ?? group, `pages/${slug}`);
  const account = (forGroup: Group): FooterLink =>
    viewer
      ? { label: f.dashboard, to: dashboardPath(viewer.group) }
      : { label: f.logInSignUp, to: loginPath(forGroup) };
  /** A link of `forGroup`'s column: its own page, or nothing for a signed-in outsider. */
  const forGroupOnly = (forGroup: Group, link: FooterLink, allowed = true): FooterLink[] =>
    !viewer || (viewer.group === forGroup && allowed) ? [link] : [];
  const howItWorks = (forGroup: Group): FooterLink => ({
    label: f.howItWorks,
    to:
      !viewer || viewer.group === forGroup
        ? groupPath(forGroup, 'marketing/how-it-works')
        : page(howItWorksSlug(forGroup)),
  });
  const fixed = new Set<string>(Object.values(FOOTER_PAGES));
  const extra = landingPages
    .filter((landing) => landing.display_in_footer && !fixed.has(landing.slug))
    .map((landing) => ({ label: landing.name, to: page(landing.slug) }));

  const columns: FooterColumn[] = [
    {
      title: f.legal,
      links: [
        { label: f.privacyPolicy, to: page(FOOTER_PAGES.privacyPolicy) },
        { label: f.platformTerms, to: page(FOOTER_PAGES.platformTerms) },
        { label: f.cookies, to: page(FOOTER_PAGES.cookies) },
      ],
    },
    {
      title: f.candidates,
      links: [
        howItWorks('candidate'),
        ...forGroupOnly('candidate', {
          label: f.findAJob,
          to: groupPath('candidate', 'latest-opportunities'),
        }),
        { label: f.termsAndConditions, to: page(FOOTER_PAGES.termsAndConditions) },
        account('candidate'),
      ],
    },
    {
      title: f.employers,
      links: [
        howItWorks('employer'),
        ...forGroupOnly(
          'employer',
          { label: f.addAnOpportunity, to: groupPath('employer', 'add-opportunity') },
          viewer?.canPostJobs,
        ),
        { label: f.termsAndConditions, to: page(FOOTER_PAGES.termsAndConditions) },
        account('employer'),
      ],
    },
    {
      title: f.shortlist,
      links: [
        { label: f.aboutUs, to: page(FOOTER_PAGES.aboutUs) },
        { label: f.pricing, to: page(FOOTER_PAGES.pricing) },
        { label: f.faqs, to: page(FOOTER_PAGES.faqs) },
        { label: messages.content.blog, to: groupPath(viewer?.group ?? group, 'resources') },
        { label: f.contactUs, to: page(FOOTER_PAGES.contactUs) },
        ...(viewer ? [] : [{ label: f.logInSignUp, to: loginPath(group) }]),
      ],
    },
  ];
  if (extra.length > 0) columns.push({ title: f.more, links: extra });
  return columns;
}
