export interface ServiceSeed {
  id: number;
  slug: string;
  name: string;
}

/** The slugs of the agency network's filter chips, in the brief's order. */
export const NETWORK_CHIP_SLUGS = [
  'web-development',
  'mobile-development',
  'video-production',
  'copywriting',
  'seo-services',
  'paid-social',
  'ppc',
  'digital-design',
  'print-design',
  '3d-animations',
  'brand-identity',
] as const;

/** What agencies (and freelancers) offer; slugs are stable keys for filters and links. */
export const SERVICES: readonly ServiceSeed[] = [
  { id: 1, slug: 'web-development', name: 'Web Development' },
  { id: 2, slug: 'mobile-development', name: 'Mobile Development' },
  { id: 3, slug: 'video-production', name: 'Video Production' },
  { id: 4, slug: 'copywriting', name: 'Copywriting' },
  { id: 5, slug: 'seo-services', name: 'SEO Services' },
  { id: 6, slug: 'paid-social', name: 'Paid Social' },
  { id: 7, slug: 'ppc', name: 'PPC' },
  { id: 8, slug: 'digital-design', name: 'Digital Design' },
  { id: 9, slug: 'print-design', name: 'Print Design' },
  { id: 10, slug: '3d-animations', name: '3D Animations' },
  { id: 11, slug: 'brand-identity', name: 'Brand Identity' },
  { id: 12, slug: 'social-media-management', name: 'Social Media Management' },
  { id: 13, slug: 'content-marketing', name: 'Content Marketing' },
  { id: 14, slug: 'public-relations', name: 'Public Relations' },
  { id: 15, slug: 'email-marketing', name: 'Email Marketing' },
  { id: 16, slug: 'ux-ui-design', name: 'UX/UI Design' },
  { id: 17, slug: 'photography', name: 'Photography' },
  { id: 18, slug: 'media-planning-buying', name: 'Media Planning & Buying' },
  { id: 19, slug: 'influencer-marketing', name: 'Influencer Marketing' },
  { id: 20, slug: 'events-experiential', name: 'Events & Experiential' },
];
