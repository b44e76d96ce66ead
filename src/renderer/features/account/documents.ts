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
