/** Agencies' case studies: the list, the form and the page. */
export const caseStudiesMessages = {
  caseStudies: {},
} as const;
