/**
 * Card payments for job posts (docs/payments.md): the team's card and purchases, through one
 * PaymentGateway: Stripe when its keys are configured (and then its webhook route), else the
 * local one (Stripe's test cards) in the desktop app and web mode, and none in server mode.
 */
import paymentTypeDefs from './payments.graphql?raw';
import { paymentsLimits } from './limits';
import { LocalGateway } from './local-gateway';
import type { PaymentGateway } from './payment-gateway';
import { BillingDetailsService } from './billing-details-service';
import { CreditAccountService } from './credit-account-service';
import { PaymentService } from './payment-service';
import { paymentResolvers } from './resolvers';
import { StripeGateway, type StripeGatewayOptions } from './stripe/stripe-gateway';
import {
  purgeStripeEvents,
  registerStripeWebhook,
  StripeEventHandler,
} from './stripe/stripe-webhook';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/app-options' {
  interface AppOptions {
    /**
     * The card gateway; unset, the local one in the embedded and web modes (never a real
     * card: test numbers only) and none in server mode.
     */
    paymentGateway?: PaymentGateway | null;
    /** Stripe's keys (STRIPE_*): card payments go through Stripe, in any mode. */
    stripe?: StripeGatewayOptions;
  }
}

declare module '../../platform/services' {
  interface Services {
    payments: PaymentService;
    /** Null unless Stripe is configured. */
    stripe: StripeGateway | null;
    creditAccounts: CreditAccountService;
    billingDetails: BillingDetailsService;
  }
}

export default {
  typeDefs: [paymentTypeDefs],
  resolvers: [paymentResolvers],
  limits: paymentsLimits,
  services: {
    creditAccounts: ({ db, now }) => new CreditAccountService(db, now),
    billingDetails: ({ db }) => new BillingDetailsService(db),
    stripe: ({ options }) => (options.stripe ? new StripeGateway(options.stripe) : null),
    payments: ({ db, now, options }, { prices, credits, invoices, stripe }) => {
      const gateway =
        options.paymentGateway !== undefined
          ? options.paymentGateway
          : (stripe ?? (options.mode === 'server' ? null : new LocalGateway(now)));
      return new PaymentService(db, gateway, prices, credits, invoices, now);
    },
  },
  housekeeping: async ({ db, now }, { payments }) => {
    await purgeStripeEvents(db, now());
    // Purchases abandoned at 3-D Secure: their charge cancelled, their promo use given back.
    await payments.closeOpen();
  },
  routes: async (app, { db, now }, { stripe, payments }) => {
    if (!stripe) return;
    await registerStripeWebhook(app, {
      gateway: stripe,
      handler: new StripeEventHandler(db, payments),
      now,
    });
  },
} satisfies ServerModule;
