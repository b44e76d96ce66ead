/** Job-post credits: the balance, the cost of a post, and their refusals. */
export const creditsMessages = {
  credits: {
    /** My Account's balance line. */
    available: (posts: number) => `${posts} Job Post(s) Available`,
    /** A post asked for with no job post left (the brief's modal title; the API's refusal too). */
    insufficientBalance: 'Insufficient Balance!',
    /** Asking about the credits of a team the caller is not in (not in the brief). */
    notYourTeam: 'You are not a member of this team.',
  },
} as const;
