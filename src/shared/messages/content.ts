/** Community content: articles, resources (the blog), deals, landing pages and the footer. */
export const contentMessages = {
  content: {},
} as const;
