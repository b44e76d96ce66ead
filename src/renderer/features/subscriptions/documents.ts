import { graphql } from '../../gql';

/** Everything the subscription page shows: the subscription, the offer, who pays and how. */
export const subscriptionPageQuery = graphql(`
  query SubscriptionPage {
    subscription {
      status
      cancel_at_period_end
      current_period_end
      failure_message
      history {
        id
        price
        period_start
        ends_at
        created_at
      }
    }
    subscriptionOffer {
      job_posts
      price {
        unitPriceExcludingDiscount
      }
    }
    paymentSetup {
      gateway
    }
    defaultPaymentMethod {
      ...SavedCard
    }
    billingDetails {
      ...BillingDetailsFields
    }
  }
`);

/** A month's price, with the promo when one is applied. */
export const subscriptionOfferQuery = graphql(`
  query SubscriptionOffer($promo: String) {
    subscriptionOffer(promo: $promo) {
      job_posts
      price {
        unitPriceExcludingDiscount
        promoAmount
        vatAmount
        total
      }
    }
  }
`);

export const addSubscriptionMutation = graphql(`
  mutation AddSubscription($input: AddSubscriptionInput!) {
    addSubscription(input: $input) {
      ...PurchaseOutcome
    }
  }
`);

export const cancelSubscriptionMutation = graphql(`
  mutation CancelSubscription {
    cancelSubscription {
      status
      cancel_at_period_end
    }
  }
`);

export const resumeSubscriptionMutation = graphql(`
  mutation ResumeSubscription {
    resumeSubscription {
      status
      cancel_at_period_end
    }
  }
`);

export const retrySubscriptionPaymentMutation = graphql(`
  mutation RetrySubscriptionPayment {
    retrySubscriptionPayment {
      ...PurchaseOutcome
    }
  }
`);
