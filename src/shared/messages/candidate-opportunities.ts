/** Opportunities as candidates find them, and applying. */
export const candidateOpportunitiesMessages = {
  candidateOpportunities: {},
} as const;
