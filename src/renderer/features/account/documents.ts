import { graphql } from '../../gql';

/** The active team's job posts left. */
export const currentCreditQuery = graphql(`
  query CurrentCredit {
    currentCredit {
      team_id
      balance
    }
  }
`);

/**
 * The caller's own membership (the brief's team users "by user id" for a member): whose posts
 * they may manage. Asked only by those who are not team admins (an admin's list is the others).
 */
export const ownMembershipQuery = graphql(`
  query OwnMembership {
    viewUserTeam {
      user_id
      associate_ids
    }
  }
`);
