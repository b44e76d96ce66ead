import { messages } from '../../../shared/messages';
import { notFound } from '../../platform/domain-error';
import { requestActor } from './actor';
import { loginSchema } from '../../../shared/validation/auth';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { validateInput } from '../../platform/graphql/validate';
import { normalizeEmail } from './auth-service';
import {
  ACCESS_TOKENS_PER_SESSION,
  LOGIN_PER_EMAIL,
  LOGIN_PER_EMAIL_ALL_SOURCES,
  LOGIN_PER_IP,
} from './limits';
import { loginPayload } from './login-payload';

export const authResolvers: Resolvers = {
  Query: {
    // Optional session: no token gives null, a dead token gives `Unauthenticated.` (see RequestAuth).
    // The session's statement already read the user's row; fields that need more load it.
    me: async (_parent, _args, { auth }) => (await auth.optionalSession())?.user ?? null,
    userTeam: async (_parent, { team_id: teamId }, context) => {
      const { memberships } = await requestActor(context);
      const membership = memberships.find(
        ({ team, teamUser }) => String(team.id) === teamId && teamUser.active,
      );
      if (!membership) throw notFound(messages.teams.teamNotFound);
      return membership;
    },
  },
  Mutation: {
    login: async (_parent, { input }, { services, limits, clientIp }) => {
      // Validation first: a malformed attempt never reaches the KDF, so it spends no budget.
      const { email, password } = await validateInput(loginSchema, input, 'input');
      const account = normalizeEmail(email);
      await limits.consume(LOGIN_PER_IP, clientIp);
      await limits.consume(LOGIN_PER_EMAIL, `${account} from ${clientIp}`);
      try {
        await limits.consume(LOGIN_PER_EMAIL_ALL_SOURCES, account);
      } catch (error) {
        // Many machines at one account: its owner's usual places still get through.
        if (!(await services.auth.isUsualPlace(account, clientIp))) throw error;
      }
      const result = await services.auth.login(email, password, clientIp);
      return result && loginPayload(result);
    },
    logout: async (_parent, _args, { auth, services }) => {
      await services.auth.logout(await auth.requireSession());
      return true;
    },
    issueAccessToken: async (_parent, _args, { auth, services, limits }) => {
      const session = await auth.requireSession();
      await limits.consume(ACCESS_TOKENS_PER_SESSION, String(session.tokenId));
      const grant = await services.auth.issueAccessToken(session);
      return { access_token: grant.accessToken, expires_in: grant.expiresInSeconds };
    },
  },
};
