import { object, string } from 'yup';
import { messages } from '../../../shared/messages';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { validateArguments, validateInput } from '../../platform/graphql/validate';
import { spendPromoGuess } from '../credits';
import { CARD_SAVES_PER_TEAM } from '../payments';
import { buyingMembership } from '../teams';
import { requestActor } from '../identity';

const promoSchema = string().trim().max(40, messages.credits.promoNotFound).nullable().optional();

const offerSchema = object({ promo: promoSchema });

const addSubscriptionSchema = object({
  promo: promoSchema,
  payment_method_id: string().trim().max(200).nullable().optional(),
  idempotency_key: string().trim().required().max(100),
});

const STATUS = { active: 'ACTIVE', past_due: 'PAST_DUE', ended: 'ENDED' } as const;

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscription: async (_parent, _args, context) =>
      context.services.subscriptions.current(await requestActor(context)),
    subscriptionOffer: async (_parent, args, context) => {
      const actor = await requestActor(context);
      buyingMembership(actor);
      const { promo } = await validateArguments(offerSchema, args);
      await spendPromoGuess(context.limits, actor.user.id, promo);
      const offer = await context.services.prices.subscriptionPrice(promo ?? '');
      return { price: offer.price, job_posts: offer.jobPosts };
    },
  },
  Mutation: {
    addSubscription: async (_parent, { input }, context) => {
      const values = await validateInput(addSubscriptionSchema, input, 'input');
      const actor = await requestActor(context);
      await spendPromoGuess(context.limits, actor.user.id, values.promo);
      if (values.payment_method_id) {
        await context.services.payments.saveCard(actor, values.payment_method_id, (teamId) =>
          context.limits.consume(CARD_SAVES_PER_TEAM, String(teamId)),
        );
      }
      return context.services.subscriptions.start(actor, {
        promo: values.promo ?? '',
        idempotencyKey: values.idempotency_key,
      });
    },
    // The row as the change left it.
    cancelSubscription: async (_parent, _args, context) =>
      context.services.subscriptions.cancel(await requestActor(context)),
    resumeSubscription: async (_parent, _args, context) =>
      context.services.subscriptions.resume(await requestActor(context)),
    retrySubscriptionPayment: async (_parent, _args, context) =>
      context.services.subscriptions.retry(await requestActor(context)),
  },
  // A subscription from its row (mappers.ts); its paid months read only when asked.
  TeamSubscription: {
    status: (row) => STATUS[row.status],
    cancel_at_period_end: (row) => row.cancelAtPeriodEnd,
    current_period_end: (row) => row.currentPeriodEnd.toISOString(),
    failure_message: (row) => (row.status === 'past_due' ? row.failureMessage : null),
    history: (row, _args, context) => context.services.subscriptions.history(row.teamId),
  },
  SubscriptionHistoryEntry: {
    period_start: (period) => period.periodStart.toISOString(),
    ends_at: (period) => period.endsAt.toISOString(),
    created_at: (period) => period.createdAt.toISOString(),
  },
};
