/** Card payments: the payment modal, its confirmations, and the gateway's refusals. */
export const paymentsMessages = {
  payments: {
    /** The brief's buttons and their confirmation. */
    payOnline: 'Payment Online',
    confirmPayment: 'Are you sure to process this payment?',
    continue: 'Continue',
    cancel: 'Cancel',
    addPaymentInfo: 'Add Payment Info',
    pay: 'PAY',
    updateCard: 'Update Card Information',
    /** manage-payment-info (the brief's account menu item). */
    manageTitle: 'Manage Payment Info',
    billingTitle: 'Billing Details',
    cardSection: 'Card',
    noSavedCard: 'No card saved yet.',
    billingFields: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      address1: 'Address Line 1',
      address2: 'Address Line 2',
      city: 'City',
      state: 'County',
      zip: 'Postcode',
      country: 'Country',
    },
    saveBilling: 'Save',
    billingSaved: 'Your payment info has been updated!',
    /** The brief's toasts. */
    creditsAdded: 'Credits added!',
    paymentInfoUpdated: 'Payment info updated!',
    /** The brief's fallback when the gateway gives no reason. */
    updateFailed: 'Failed to update team payment method',
    /** The card modal (not in the brief beyond its fields). */
    cardTitle: 'Payment Info',
    cardNumber: 'Card Number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    cardNumberRequired: 'Please enter a card number',
    savedCard: (brand: string, last4: string, month: string, year: number) =>
      `${brand.toUpperCase()} •••• ${last4}, expires ${month}/${year}`,
    saveCard: 'Save Card',
    /** Stripe's own messages for its test cards; the local gateway answers them too. */
    declined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    /** A charge without the payer there (a renewal) on a card that asks for 3-D Secure. */
    authenticationRequired: 'Your card was declined. This transaction requires authentication.',
    authenticationFailed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    expiryInvalid: "Your card's expiration date is invalid.",
    cvcInvalid: "Your card's security code is invalid.",
    cardNotFound: 'This card could not be found. Please add it again.',
    /** The local gateway refusing anything but a test card (not in the brief). */
    testCardsOnly:
      'This app takes test cards only while payments are not set up, e.g. 4242 4242 4242 4242.',
    /** Server mode without a gateway configured (not in the brief). */
    notConfigured: 'Card payments are not set up on this server.',
    noCard: 'Add your payment info first.',
    /** A member, another group, or an account awaiting approval, asking about billing (not in the brief). */
    notBillingAdmin: "Only your team's admins manage its billing, once the account is approved.",
    /** The local gateway's stand-in for the bank's 3-D Secure page. */
    authenticateTitle: 'Authenticate this payment',
    authenticateBody:
      'Your bank asks you to confirm this payment (a test card: complete or fail it).',
    authenticateComplete: 'Complete',
    authenticateFail: 'Fail',
    paymentNotFound: 'This payment could not be found.',
    /** A payment cancelled before it succeeded: left at 3-D Secure too long (not in the brief). */
    cancelled: 'This payment was cancelled. Please try again.',
    /** The same purchase asked again while the first request is still charging it. */
    inProgress: 'This payment is still being processed. Please wait a moment and look again.',
    /** Card entry with Stripe (docs/payments.md "Card entry with Stripe"; not in the brief). */
    stripeCardLabel: 'Card',
    stripeUnavailable: 'The card form could not load. Check your connection and try again.',
    cardWindowIntro: 'Your card details are entered in a secure window from Stripe.',
    enterCard: 'Enter Card Details',
    cardWindowBusy: 'The card window is already open.',
    cardWindowFailed: 'The card form could not be opened. Please try again.',
    cardWindowInsecure:
      'Card payments with a live Stripe key need the API over https. Connect the app to an https API address in App Settings.',
    authenticating: 'Confirming this payment with your bank…',
  },
} as const;
