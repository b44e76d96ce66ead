import type { Group } from '../../../shared/users';

/** The landing pages the footer's fixed columns link to (brief: "Footer"). */
export const FOOTER_PAGES = {
  privacyPolicy: 'privacy-policy',
  platformTerms: 'platform-terms',
  cookies: 'cookies',
  termsAndConditions: 'terms-and-conditions',
  aboutUs: 'about-us',
  pricing: 'pricing',
  faqs: 'faqs',
  contactUs: 'contact-us',
} as const;

/** marketing/how-it-works: the candidates' page for candidates and agencies. */
export function howItWorksSlug(group: Group): string {
  return group === 'employer' ? 'how-it-works-employers' : 'how-it-works-candidates';
}
