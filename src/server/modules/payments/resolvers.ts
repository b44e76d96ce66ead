import { object, string } from 'yup';
import {
  billingDetailsSchema,
  creditAccountSchema,
  priceRequestSchema,
} from '../../../shared/validation/credits';
import { forbidden } from '../../platform/domain-error';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/generated/resolvers';
import { parseId } from '../../platform/graphql/ids';
import { validateInput } from '../../platform/graphql/validate';
import { messages } from '../../../shared/messages';
import { spendPromoGuess } from '../credits';
import { requestActor } from '../identity';
import { CARD_SAVES_PER_TEAM } from './limits';
import { CardError } from './payment-gateway';
import { badUserInput } from '../../platform/domain-error';

const purchaseSchema = priceRequestSchema.shape({
  idempotency_key: string().trim().required().max(100),
});

const paymentMethodSchema = object({ payment_method_id: string().trim().required().max(200) });

function localGateway(context: GraphQLContext) {
  const local = context.services.payments.localGateway;
  if (!local) throw forbidden(messages.payments.notConfigured);
  return local;
}

export const paymentResolvers: Resolvers = {
  Query: {
    billingDetails: async (_parent, _args, context) => {
      const row = await context.services.billingDetails.current(await requestActor(context));
      return row ?? null;
    },
    creditAccount: async (_parent, _args, context) => {
      const row = await context.services.creditAccounts.current(await requestActor(context));
      return row ?? null;
    },
    paymentSetup: (_parent, _args, context) => {
      const kind = context.services.payments.gatewayKind;
      return {
        gateway: kind === 'stripe' ? 'STRIPE' : kind === 'local' ? 'LOCAL' : 'NONE',
        publishable_key:
          kind === 'stripe' ? (context.services.stripe?.publishableKey ?? null) : null,
      };
    },
    defaultPaymentMethod: async (_parent, _args, context) => {
      const row = await context.services.payments.savedCard(await requestActor(context));
      return row ?? null;
    },
  },
  Mutation: {
    updateBillingDetails: async (_parent, { input }, context) => {
      const values = await validateInput(billingDetailsSchema, input, 'input');
      return context.services.billingDetails.save(await requestActor(context), values);
    },
    requestCreditAccount: async (_parent, { input }, context) => {
      const values = await validateInput(creditAccountSchema, input, 'input');
      return context.services.creditAccounts.apply(await requestActor(context), values);
    },
    purchaseOnAccount: async (_parent, { input }, context) => {
      const values = await validateInput(purchaseSchema, input, 'input');
      const actor = await requestActor(context);
      await spendPromoGuess(context.limits, actor.user.id, values.promo);
      return context.services.payments.purchaseOnAccount(actor, {
        qty: values.qty,
        promo: values.promo ?? '',
        idempotencyKey: values.idempotency_key,
      });
    },
    createLocalPaymentMethod: async (_parent, { input }, context) => {
      await requestActor(context);
      const local = localGateway(context);
      try {
        return local.createPaymentMethod({
          number: input.number,
          expMonth: input.exp_month,
          expYear: input.exp_year,
          cvc: input.cvc,
        });
      } catch (error) {
        if (error instanceof CardError) throw badUserInput({ 'input.card': [error.message] });
        throw error;
      }
    },
    updatePaymentMethod: async (_parent, { input }, context) => {
      const values = await validateInput(paymentMethodSchema, input, 'input');
      return context.services.payments.saveCard(
        await requestActor(context),
        values.payment_method_id,
        (teamId) => context.limits.consume(CARD_SAVES_PER_TEAM, String(teamId)),
      );
    },
    purchaseCredits: async (_parent, { input }, context) => {
      const values = await validateInput(purchaseSchema, input, 'input');
      const actor = await requestActor(context);
      await spendPromoGuess(context.limits, actor.user.id, values.promo);
      return context.services.payments.purchase(actor, {
        qty: values.qty,
        promo: values.promo ?? '',
        idempotencyKey: values.idempotency_key,
      });
    },
    confirmPurchase: async (_parent, args, context) =>
      context.services.payments.confirm(
        await requestActor(context),
        parseId(args.payment_id, 'payment_id'),
      ),
    authenticateLocalPayment: async (_parent, args, context) => {
      await context.services.payments.authenticateLocally(
        await requestActor(context),
        parseId(args.payment_id, 'payment_id'),
        args.approved,
      );
      return true;
    },
  },
  // The parents are rows and outcomes (mappers.ts); these fields are what the API shows of them.
  PaymentMethod: {
    exp_month: (row) => String(row.expMonth).padStart(2, '0'),
    exp_year: (row) => row.expYear,
  },
  PurchaseResult: {
    payment_id: (outcome) => String(outcome.payment.id),
    qty: (outcome) => outcome.payment.qty,
    amount: (outcome) => outcome.payment.amount,
    balance: (outcome) => (outcome.status === 'SUCCEEDED' ? outcome.balance : null),
    message: (outcome) => (outcome.status === 'FAILED' ? outcome.message : null),
    client_secret: (outcome) =>
      outcome.status === 'REQUIRES_ACTION' ? outcome.clientSecret : null,
  },
  CreditAccount: {
    status: (row) =>
      row.status === 'approved' ? 'APPROVED' : row.status === 'declined' ? 'DECLINED' : 'PENDING',
    invoice_company: (row) => row.invoiceCompany,
    invoice_address_1: (row) => row.invoiceAddress1,
    invoice_address_2: (row) => row.invoiceAddress2,
    invoice_city: (row) => row.invoiceCity,
    invoice_state: (row) => row.invoiceState,
    invoice_country: (row) => row.invoiceCountry,
    invoice_zip: (row) => row.invoiceZip,
    invoice_phone: (row) => row.invoicePhone,
    invoice_email: (row) => row.invoiceEmail,
  },
  BillingDetails: {
    address_1: (row) => row.address1,
    address_2: (row) => row.address2,
  },
};
