import { messages } from '../../../shared/messages';
import { forbidden } from '../errors';
import { loginPayload } from '../auth/login-payload';
import type { Resolvers } from '../generated/resolvers';

/** One answer for every code that cannot be used, so a caller learns nothing about why. */
export const socialLoginFailed = () => forbidden(messages.socialLogin.failed);

export const socialLoginResolvers: Resolvers = {
  Query: {
    socialLoginProviders: (_parent, _args, { services }) =>
      services.socialLogin ? [services.socialLogin.provider] : [],
  },
  Mutation: {
    // Needs no session: the code and the verifier together are the credential.
    redeemSocialLogin: async (_parent, { input }, { services, clientIp }) => {
      if (!services.socialLogin) throw socialLoginFailed();
      services.socialLoginThrottle.redeem(clientIp);
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
