import { isImpersonationToken, parseImpersonationId } from '../../../shared/impersonation';
import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import { IMPERSONATION_PER_IP, IMPERSONATION_PER_TARGET } from './limits';
import { loginPayload } from './login-payload';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';

/** One answer for every link that cannot be used, so a caller learns nothing about why. */
const linkFailed = () => forbidden(messages.impersonation.linkFailed);

export const impersonationResolvers: Resolvers = {
  Query: {
    impersonation: async (_parent, _args, { auth, services }) => {
      const session = await auth.optionalSession();
      if (!session) return null;
      const issuedBy = await services.impersonation.impersonatedBy(session);
      return issuedBy === null ? null : { issued_by: issuedBy };
    },
  },
  Mutation: {
    // Needs no session: the link is the credential. A session the request carries (the
    // admin's own, say) is neither checked nor touched; the client swaps it afterwards.
    impersonate: async (_parent, { input }, { services, limits, clientIp }) => {
      const targetUserId = parseImpersonationId(input.id);
      // A malformed link spends no budget, as a malformed login does not.
      if (targetUserId === null || !isImpersonationToken(input.token)) throw linkFailed();
      await limits.consume(IMPERSONATION_PER_IP, clientIp);
      await limits.consume(IMPERSONATION_PER_TARGET, String(targetUserId));
      const result = await services.impersonation.redeem(targetUserId, input.token, {
        ip: clientIp,
      });
      if (!result) throw linkFailed();
      return loginPayload(result);
    },
  },
};
