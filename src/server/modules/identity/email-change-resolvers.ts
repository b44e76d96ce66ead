import { messages } from '../../../shared/messages';
import { forbidden } from '../../platform/domain-error';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { requestActor } from './actor';
import { EMAIL_CHANGE_CONFIRM_PER_IP, EMAIL_CHANGE_RESEND_PER_USER } from './limits';

export const emailChangeResolvers: Resolvers = {
  Mutation: {
    confirmEmailChange: async (_parent, { token }, { services, limits, clientIp }) => {
      await limits.consume(EMAIL_CHANGE_CONFIRM_PER_IP, clientIp);
      const email = await services.emailChange.confirm(token.trim());
      if (email === null) throw forbidden(messages.emailChange.linkExpired);
      return { email };
    },
    cancelEmailChange: async (_parent, _args, context) => {
      const actor = await requestActor(context);
      await context.services.emailChange.cancel(actor.user.id);
      return true;
    },
    resendEmailChange: async (_parent, _args, context) => {
      const actor = await requestActor(context);
      await context.limits.consume(EMAIL_CHANGE_RESEND_PER_USER, String(actor.user.id));
      return (await context.services.emailChange.resend(actor.user)) !== null;
    },
  },
};
