/** Case studies (modules/case-studies, features/case-studies): the brief's limits. */

/** Case-study media: at most 3 (images or video URLs). */
export const CASE_STUDY_MAX_MEDIA = 3;
/** The agency's case-study list pages by 8; the marketplace's by 10 (brief). */
export const CASE_STUDY_PAGE_SIZE = 8;
export const MARKETPLACE_PAGE_SIZE = 10;
export const CASE_STUDY_DESCRIPTION_MAX = 1000;
/** The brief's thumbnail limit (5,000,000 bytes, '5 MB'), also taken for media images. */
export const CASE_STUDY_IMAGE_MAX_BYTES = 5_000_000;

/**
 * One content block of a case study (the brief: layout image or other, key,
 * attributes.image or attributes.url). An image block holds an uploaded file's path; a video
 * block a video page's URL.
 */
export type CaseStudyBlock =
  | { layout: 'image'; key: string; attributes: { image: string } }
  | { layout: 'video'; key: string; attributes: { url: string } };

/** The network page's service filter chips, in the brief's order (services' slugs). */
export const NETWORK_SERVICE_SLUGS = [
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
