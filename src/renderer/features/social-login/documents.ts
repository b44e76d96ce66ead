import { graphql } from '../../gql';

/** Which providers the API offers; the button shows only for a configured one. */
export const socialLoginProvidersQuery = graphql(`
  query SocialLoginProviders {
    socialLoginProviders
  }
`);

export const redeemSocialLoginMutation = graphql(`
  mutation RedeemSocialLogin($input: RedeemSocialLoginInput!) {
    redeemSocialLogin(input: $input) {
      session {
        ...SessionPayload
      }
      registration {
        email
        firstName
        lastName
        ticket
      }
    }
  }
`);
