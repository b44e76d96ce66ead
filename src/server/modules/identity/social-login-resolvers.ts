import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import { SOCIAL_LOGIN_PER_IP } from './limits';
import { loginPayload } from './login-payload';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';

/** One answer for every code that cannot be used, so a caller learns nothing about why. */
export const socialLoginFailed = () => forbidden(messages.socialLogin.failed);

export const socialLoginResolvers: Resolvers = {
  Query: {
    socialLoginProviders: (_parent, _args, { services }) =>
      services.socialLogin ? [services.socialLogin.provider] : [],
  },
  Mutation: {
    // Needs no session: the code and the verifier together are the credential.
    redeemSocialLogin: async (_parent, { input }, { services, limits, clientIp }) => {
      if (!services.socialLogin) throw socialLoginFailed();
      await limits.consume(SOCIAL_LOGIN_PER_IP, clientIp);
      const redeemed = await services.socialLogin.redeem(input.code, input.verifier);
      if (!redeemed) throw socialLoginFailed();
      if (redeemed.kind === 'registration') {
        const { email, firstName, lastName } = redeemed.profile;
        return {
          session: null,
          registration: { email, firstName, lastName, ticket: redeemed.ticket },
        };
      }
      return { registration: null, session: loginPayload(redeemed.login) };
    },
  },
};
