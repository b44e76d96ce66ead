import { messages } from '../../../shared/messages';
import type { Group } from '../../../shared/users';
import { dashboardPath, groupPath, loginPath } from '../../routing/paths';
import { FOOTER_PAGES } from './landing-slugs';

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

/**
 * The footer's columns for a page of `group`: the legal links, Candidates, Employers, the
 * product column, then the landing pages flagged `display_in_footer` that no fixed column
 * links already. Landing pages open in the current group; the How It Works, Find A Job and
 * Add An Opportunity links go to the group they are for. Signed in, the account links
 * are the user's dashboard; signed out, Log In/Sign Up.
 */
export function footerColumns(
  group: Group,
  signedIn: boolean,
  landingPages: readonly FooterLandingPage[],
): FooterColumn[] {
  const page = (slug: string) => groupPath(group, `pages/${slug}`);
  const account = (forGroup: Group): FooterLink =>
    signedIn
      ? { label: f.dashboard, to: dashboardPath(group) }
      : { label: f.logInSignUp, to: loginPath(forGroup) };
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
        { label: f.howItWorks, to: groupPath('candidate', 'marketing/how-it-works') },
        { label: f.findAJob, to: groupPath('candidate', 'latest-opportunities') },
        { label: f.termsAndConditions, to: page(FOOTER_PAGES.termsAndConditions) },
        account('candidate'),
      ],
    },
    {
      title: f.employers,
      links: [
        { label: f.howItWorks, to: groupPath('employer', 'marketing/how-it-works') },
        { label: f.addAnOpportunity, to: groupPath('employer', 'add-opportunity') },
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
        { label: messages.content.blog, to: groupPath(group, 'resources') },
        { label: f.contactUs, to: page(FOOTER_PAGES.contactUs) },
        ...(signedIn ? [] : [{ label: f.logInSignUp, to: loginPath(group) }]),
      ],
    },
  ];
  if (extra.length > 0) columns.push({ title: f.more, links: extra });
  return columns;
}
