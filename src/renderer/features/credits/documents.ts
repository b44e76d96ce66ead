import { graphql } from '../../gql';

/** What the page shows of the team's card. */
export const savedCardFragment = graphql(`
  fragment SavedCard on PaymentMethod {
    brand
    last4
    exp_month
    exp_year
  }
`);

/** Who the team is billed to, as the billing form edits it. */
export const billingDetailsFieldsFragment = graphql(`
  fragment BillingDetailsFields on BillingDetails {
    name
    email
    phone
    address_1
    address_2
    city
    state
    zip
    country
  }
`);

/** A purchase's outcome, by card or on account, as the payment panel reads it. */
export const purchaseOutcomeFragment = graphql(`
  fragment PurchaseOutcome on PurchaseResult {
    status
    payment_id
    balance
    message
    client_secret
  }
`);

/** The calculator's price: asked again whenever the quantity or the promo changes. */
export const calculatePriceQuery = graphql(`
  query CalculatePrice($qty: Int!, $promo: String) {
    calculatePrice(qty: $qty, promo: $promo) {
      qty
      unitPriceExcludingDiscount
      discountPercentage
      discountPerUnitAmount
      unitPriceIncludingDiscount
      subtotalExcludingDiscount
      discountAmount
      subtotalIncludingDiscount
      promo {
        code
        type
        value
      }
      promoAmount
      vatPercentage
      vatAmount
      total
    }
  }
`);

/** The balance history grid, a page at a time. */
export const creditHistoryQuery = graphql(`
  query CreditHistory($first: Int, $after: String) {
    creditHistory(first: $first, after: $after) {
      data {
        id
        type
        qty
        total
        balance
        invoice_id
        created_at
      }
      paginatorInfo {
        count
        hasMorePages
        endCursor
      }
    }
  }
`);

/** Apply's check (the brief: null means 'Promo code doesn't exist!'). */
export const checkPromoQuery = graphql(`
  query CheckPromo($code: String!) {
    checkPromo(code: $code) {
      code
      type
      value
    }
  }
`);

/** The gateway in use and the team's saved card. */
export const paymentInfoQuery = graphql(`
  query PaymentInfo {
    paymentSetup {
      gateway
    }
    defaultPaymentMethod {
      ...SavedCard
    }
    creditAccount {
      status
    }
  }
`);

/**
 * What the card form and the authentication step need: the gateway, Stripe's publishable key,
 * and who pays (Stripe's billing details for the card).
 */
export const cardSetupQuery = graphql(`
  query CardSetup {
    paymentSetup {
      gateway
      publishable_key
    }
    billingDetails {
      ...BillingDetailsFields
    }
  }
`);

/** The local gateway's card form: test card details to a payment method id. */
export const createLocalPaymentMethodMutation = graphql(`
  mutation CreateLocalPaymentMethod($input: LocalCardInput!) {
    createLocalPaymentMethod(input: $input)
  }
`);

export const updatePaymentMethodMutation = graphql(`
  mutation UpdatePaymentMethod($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      ...SavedCard
    }
  }
`);

export const purchaseCreditsMutation = graphql(`
  mutation PurchaseCredits($input: PurchaseCreditsInput!) {
    purchaseCredits(input: $input) {
      ...PurchaseOutcome
    }
  }
`);

export const confirmPurchaseMutation = graphql(`
  mutation ConfirmPurchase($id: ID!) {
    confirmPurchase(payment_id: $id) {
      ...PurchaseOutcome
    }
  }
`);

export const authenticateLocalPaymentMutation = graphql(`
  mutation AuthenticateLocalPayment($id: ID!, $approved: Boolean!) {
    authenticateLocalPayment(payment_id: $id, approved: $approved)
  }
`);

export const requestCreditAccountMutation = graphql(`
  mutation RequestCreditAccount($input: CreditAccountInput!) {
    requestCreditAccount(input: $input) {
      status
    }
  }
`);

export const purchaseOnAccountMutation = graphql(`
  mutation PurchaseOnAccount($input: PurchaseCreditsInput!) {
    purchaseOnAccount(input: $input) {
      ...PurchaseOutcome
    }
  }
`);

/** manage-payment-info: the team's billing details and saved card. */
export const paymentInfoPageQuery = graphql(`
  query PaymentInfoPage {
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

export const updateBillingDetailsMutation = graphql(`
  mutation UpdateBillingDetails($input: BillingDetailsInput!) {
    updateBillingDetails(input: $input) {
      name
    }
  }
`);
