import { object, string } from 'yup';
import { messages } from '../../../shared/messages';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { validateArguments, validateInput } from '../../platform/graphql/validate';
import { spendPromoGuess } from '../credits';
import { CARD_SAVES_PER_TEAM } from '../payments';
import { buyingMembership } from '../teams';
import { type Actor, requestActor } from '../identity';
import type { SubscriptionPeriodRow, SubscriptionRow } from './subscription-service';

const promoSchema = string().trim().max(40, messages.credits.promoNotFound).nullable().optional();

const offerSchema = object({ promo: promoSchema });

const addSubscriptionSchema = object({
  promo: promoSchema,
  payment_method_id: string().trim().max(200).nullable().optional(),
  idempotency_key: string().trim().required().max(100),
});

const STATUS = { active: 'ACTIVE', past_due: 'PAST_DUE', ended: 'ENDED' } as const;

function subscriptionOf(
  row: SubscriptionRow,
  history: readonly SubscriptionPeriodRow[],
): ResolversTypes['TeamSubscription'] {
  return {
    status: STATUS[row.status],
    cancel_at_period_end: row.cancelAtPeriodEnd,
    current_period_end: row.currentPeriodEnd.toISOString(),
    failure_message: row.status === 'past_due' ? row.failureMessage : null,
    history: history.map((period) => ({
      id: String(period.id),
      price: period.price,
      period_start: period.periodStart.toISOString(),
      ends_at: period.endsAt.toISOString(),
      created_at: period.createdAt.toISOString(),
    })),
  };
}

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscription: async (_parent, _args, context) => {
      const current = await context.services.subscriptions.current(await requestActor(context));
      return current ? subscriptionOf(current.subscription, current.history) : null;
    },
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
    cancelSubscription: async (_parent, _args, context) => {
      const actor = await requestActor(context);
      await context.services.subscriptions.cancel(actor);
      return current(context, actor);
    },
    resumeSubscription: async (_parent, _args, context) => {
      const actor = await requestActor(context);
      await context.services.subscriptions.resume(actor);
      return current(context, actor);
    },
    retrySubscriptionPayment: async (_parent, _args, context) =>
      context.services.subscriptions.retry(await requestActor(context)),
  },
};

/** The subscription after a change the caller made (so it exists). */
async function current(context: GraphQLContext, actor: Actor) {
  const after = await context.services.subscriptions.current(actor);
  return subscriptionOf(after!.subscription, after!.history);
}
