import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { footerColumns } from './footer-columns';

const f = messages.content.footer;
const landing = (slug: string, name: string, display_in_footer = true) => ({
  slug,
  name,
  display_in_footer,
});

describe('footerColumns', () => {
  it("signed out: the brief's columns, landing pages in the current group, Log In/Sign Up", () => {
    const columns = footerColumns('agency', false, []);
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
    const columns = footerColumns('employer', true, []);
    expect(columns[1]?.links.at(-1)).toEqual({ label: f.dashboard, to: '/employer/dashboard' });
    expect(columns[2]?.links.at(-1)).toEqual({ label: f.dashboard, to: '/employer/dashboard' });
    expect(columns[3]?.links.map((link) => link.label)).not.toContain(f.logInSignUp);
  });

  it('adds the flagged landing pages no fixed column links, in their order', () => {
    const columns = footerColumns('candidate', false, [
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
});
