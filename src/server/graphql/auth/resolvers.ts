import { loginSchema } from '../../../shared/validation/auth';
import type { Resolvers } from '../generated/resolvers';
import { validateInput } from '../validate';
import { loginPayload } from './login-payload';
import { toUser } from './user';

export const authResolvers: Resolvers = {
  Query: {
    // Optional session: no token gives null, a dead token gives `Unauthenticated.` (see RequestAuth).
    me: async (_parent, _args, { auth, services }) => {
      const session = await auth.optionalSession();
      if (!session) return null;
      const profile = await services.auth.profile(session.userId);
      return profile && toUser(profile, await services.auth.profileDetails(profile));
    },
  },
  Mutation: {
    login: async (_parent, { input }, { services, loginThrottle, clientIp }) => {
      // Validation first: a malformed attempt never reaches the KDF, so it spends no budget.
      const { email, password } = await validateInput(loginSchema, input, 'input');
      loginThrottle.attempt(clientIp, email);
      const result = await services.auth.login(email, password);
      return result && loginPayload(result);
    },
    logout: async (_parent, _args, { auth, services }) => {
      await services.auth.logout(await auth.requireSession());
      return true;
    },
  },
};
