/** The agency marketplace (employers) and the network (agencies). */
export const marketplaceMessages = {
  marketplace: {},
} as const;
