import { object, string } from 'yup';
import {
  billingDetailsSchema,
  creditAccountSchema,
  priceRequestSchema,
} from '../../../shared/validation/credits';
import { forbidden } from '../../platform/domain-error';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, ResolversTypes } from '../../platform/graphql/generated/resolvers';
import { parseIds } from '../../platform/graphql/ids';
import { validateInput } from '../../platform/graphql/validate';
import { messages } from '../../../shared/messages';
import { spendPromoGuess } from '../credits';
import { requestActor } from '../identity';
import { CARD_SAVES_PER_TEAM } from './limits';
import { CardError } from './payment-gateway';
import type { BillingDetailsRow } from './billing-details-service';
import type { CreditAccountRow } from './credit-account-service';
import type { PaymentMethodRow, PurchaseOutcome } from './payment-service';
import { badUserInput } from '../../platform/domain-error';

const purchaseSchema = priceRequestSchema.shape({
  idempotency_key: string().trim().required().max(100),
});

const paymentMethodSchema = object({ payment_method_id: string().trim().required().max(200) });

function cardOf(row: PaymentMethodRow): ResolversTypes['PaymentMethod'] {
  return {
    brand: row.brand,
    last4: row.last4,
    exp_month: String(row.expMonth).padStart(2, '0'),
    exp_year: row.expYear,
  };
}

export function resultOf(outcome: PurchaseOutcome): ResolversTypes['PurchaseResult'] {
  return {
    status: outcome.status,
    payment_id: String(outcome.payment.id),
    qty: outcome.payment.qty,
    amount: outcome.payment.amount,
    balance: outcome.status === 'SUCCEEDED' ? outcome.balance : null,
    message: outcome.status === 'FAILED' ? outcome.message : null,
    client_secret: outcome.status === 'REQUIRES_ACTION' ? outcome.clientSecret : null,
  };
}

const paymentIdOf = (args: { payment_id: string }) =>
  parseIds([args.payment_id], 'payment_id')[0] as number;

function localGateway(context: GraphQLContext) {
  const local = context.services.payments.localGateway;
  if (!local) throw forbidden(messages.payments.notConfigured);
  return local;
}

function creditAccountOf(row: CreditAccountRow): ResolversTypes['CreditAccount'] {
  return {
    status:
      row.status === 'approved' ? 'APPROVED' : row.status === 'declined' ? 'DECLINED' : 'PENDING',
    invoice_company: row.invoiceCompany,
    invoice_address_1: row.invoiceAddress1,
    invoice_address_2: row.invoiceAddress2,
    invoice_city: row.invoiceCity,
    invoice_state: row.invoiceState,
    invoice_country: row.invoiceCountry,
    invoice_zip: row.invoiceZip,
    invoice_phone: row.invoicePhone,
    invoice_email: row.invoiceEmail,
  };
}

function billingDetailsOf(row: BillingDetailsRow): ResolversTypes['BillingDetails'] {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    address_1: row.address1,
    address_2: row.address2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
  };
}

export const paymentResolvers: Resolvers = {
  Query: {
    billingDetails: async (_parent, _args, context) => {
      const row = await context.services.billingDetails.current(await requestActor(context));
      return row ? billingDetailsOf(row) : null;
    },
    creditAccount: async (_parent, _args, context) => {
      const row = await context.services.creditAccounts.current(await requestActor(context));
      return row ? creditAccountOf(row) : null;
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
      return row ? cardOf(row) : null;
    },
  },
  Mutation: {
    updateBillingDetails: async (_parent, { input }, context) => {
      const values = await validateInput(billingDetailsSchema, input, 'input');
      const row = await context.services.billingDetails.save(await requestActor(context), values);
      return billingDetailsOf(row);
    },
    requestCreditAccount: async (_parent, { input }, context) => {
      const values = await validateInput(creditAccountSchema, input, 'input');
      const row = await context.services.creditAccounts.apply(await requestActor(context), values);
      return creditAccountOf(row);
    },
    purchaseOnAccount: async (_parent, { input }, context) => {
      const values = await validateInput(purchaseSchema, input, 'input');
      const actor = await requestActor(context);
      await spendPromoGuess(context.limits, actor.user.id, values.promo);
      const outcome = await context.services.payments.purchaseOnAccount(actor, {
        qty: values.qty,
        promo: values.promo ?? '',
        idempotencyKey: values.idempotency_key,
      });
      return resultOf(outcome);
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
      const row = await context.services.payments.saveCard(
        await requestActor(context),
        values.payment_method_id,
        (teamId) => context.limits.consume(CARD_SAVES_PER_TEAM, String(teamId)),
      );
      return cardOf(row);
    },
    purchaseCredits: async (_parent, { input }, context) => {
      const values = await validateInput(purchaseSchema, input, 'input');
      const actor = await requestActor(context);
      await spendPromoGuess(context.limits, actor.user.id, values.promo);
      const outcome = await context.services.payments.purchase(actor, {
        qty: values.qty,
        promo: values.promo ?? '',
        idempotencyKey: values.idempotency_key,
      });
      return resultOf(outcome);
    },
    confirmPurchase: async (_parent, args, context) =>
      resultOf(
        await context.services.payments.confirm(await requestActor(context), paymentIdOf(args)),
      ),
    authenticateLocalPayment: async (_parent, args, context) => {
      await context.services.payments.authenticateLocally(
        await requestActor(context),
        paymentIdOf(args),
        args.approved,
      );
      return true;
    },
  },
};
