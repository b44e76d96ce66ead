/** The agency's own profile and account pages. */
export const agencyProfileMessages = {
  agencyProfile: {},
} as const;
