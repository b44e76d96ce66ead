/**
 * Card payments for job posts (docs/payments.md): the team's card and purchases, through one
 * PaymentGateway: the local one (Stripe's test cards) in the desktop app and web mode, none in
 * server mode until Stripe is configured.
 */
import paymentTypeDefs from './payments.graphql?raw';
import { LocalGateway } from './local-gateway';
import type { PaymentGateway } from './payment-gateway';
import { BillingDetailsService } from './billing-details-service';
import { CreditAccountService } from './credit-account-service';
import { PaymentService } from './payment-service';
import { paymentResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/app-options' {
  interface AppOptions {
    /**
     * The card gateway; unset, the local one in the embedded and web modes (never a real
     * card: test numbers only) and none in server mode.
     */
    paymentGateway?: PaymentGateway | null;
  }
}

declare module '../../platform/module' {
  interface Services {
    payments: PaymentService;
    creditAccounts: CreditAccountService;
    billingDetails: BillingDetailsService;
  }
}

export default {
  typeDefs: [paymentTypeDefs],
  resolvers: [paymentResolvers],
  services: {
    creditAccounts: ({ db, now }) => new CreditAccountService(db, now),
    billingDetails: ({ db }) => new BillingDetailsService(db),
    payments: ({ db, now, options }, { prices, credits, invoices }) => {
      const gateway =
        options.paymentGateway !== undefined
          ? options.paymentGateway
          : options.mode === 'server'
            ? null
            : new LocalGateway(now);
      return new PaymentService(db, gateway, prices, credits, invoices);
    },
  },
} satisfies ServerModule;
