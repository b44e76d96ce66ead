import { messages } from '../../../shared/messages';
import { priceRequestSchema } from '../../../shared/validation/credits';
import { forbidden } from '../../platform/domain-error';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { cursorPaginatorOf } from '../../platform/graphql/paginator';
import { validateArguments } from '../../platform/graphql/validate';
import { rowIdOf } from '../../platform/ids';
import { buyingMembership, membershipOf } from '../teams';
import { requestActor } from '../identity';
import { PROMO_CHECKS_PER_USER, spendPromoGuess } from './limits';

export const creditResolvers: Resolvers = {
  Query: {
    currentCredit: async (_parent, { team_id: teamId }, context) => {
      const actor = await requestActor(context);
      // A team_id that is no id names no team of the caller's (no row has id 0): FORBIDDEN.
      const membership = membershipOf(actor, teamId == null ? undefined : (rowIdOf(teamId) ?? 0));
      if (!membership) throw forbidden(messages.credits.notYourTeam);
      const id = membership.team.id;
      return { team_id: id, balance: await context.services.credits.balance(id) };
    },
    calculatePrice: async (_parent, args, context) => {
      const actor = await requestActor(context);
      buyingMembership(actor);
      const { qty, promo } = await validateArguments(priceRequestSchema, args);
      await spendPromoGuess(context.limits, actor.user.id, promo);
      return context.services.prices.calculate(qty, promo ?? '');
    },
    creditHistory: async (_parent, { first, after, type }, context) => {
      const membership = buyingMembership(await requestActor(context));
      const page = await context.services.credits.history(membership.team.id, {
        first: first ?? 10,
        after,
        type: type ?? null,
      });
      return cursorPaginatorOf(page);
    },
    checkPromo: async (_parent, { code }, context) => {
      const actor = await requestActor(context);
      buyingMembership(actor);
      // An empty code is a guess too here: checkPromo answers about it.
      await context.limits.consume(PROMO_CHECKS_PER_USER, String(actor.user.id));
      return context.services.prices.promo(code);
    },
  },
  // A ledger entry from its row (mappers.ts).
  CreditHistoryEntry: {
    invoice_id: (row) => row.invoiceId,
    created_at: (row) => row.createdAt.toISOString(),
  },
};
