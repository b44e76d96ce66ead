/** Job-post credits: the balance, the cost of a post, and their refusals. */
export const creditsMessages = {
  credits: {
    /** My Account's balance line. */
    available: (posts: number) => `${posts} Job Post(s) Available`,
    /** A post asked for with no job post left (the brief's modal title; the API's refusal too). */
    insufficientBalance: 'Insufficient Balance!',
    /** Asking about the credits of a team the caller is not in (not in the brief). */
    notYourTeam: 'You are not a member of this team.',
    /** The brief: "Credit purchase failure shows the server reason, else 'Something went wrong'". */
    purchaseFailed: 'Something went wrong',
    /** The purchase calculator's quantity below 1. */
    qtyMin: 'Min 1',
    /** Above 10, which the calculator clamps to (not in the brief: the API's refusal). */
    qtyMax: 'Max 10',
    promoNotFound: "Promo code doesn't exist!",
    promoApplied: 'Promo applied!',
    /** `manage-credits` (the brief's Purchase Job Posts page and account menu item). */
    purchaseTitle: 'Purchase Job Posts',
    /** The pricing text, from the price the server answers. */
    payAsYouGo: (unitPrice: string, vatPercent: number) =>
      `Pay as you go: ${unitPrice} per job post plus ${vatPercent}% VAT. Each new job opportunity or agency project costs 1 job post.`,
    volumeDiscount: 'Buy more than one at a time and each job post costs less.',
    checkingPromo: 'Checking the promo code',
    /** The way to the subscription page (not in the brief's menu). */
    subscriptionPrompt: 'Posting every month?',
    subscriptionLink: 'See the monthly subscription',
    quantity: 'Number of Job Posts',
    cart: 'Your Order',
    jobPosts: (qty: number) => `Job Posts × ${qty}`,
    discountPerPost: (percent: number) => `Discount per Job Post (${percent}%)`,
    discountsApplied: 'Discounts Applied',
    promoLine: (code: string) => `Promo ${code}`,
    subtotal: 'Subtotal',
    vat: (percent: number) => `VAT (${percent}%)`,
    total: 'Total',
    promoCode: 'Promo Code',
    applyPromo: 'Apply',
    couldNotPrice: 'Could not work out the price. Please try again.',
    history: 'Balance History',
    historyEmpty: 'No job posts bought or spent yet.',
    couldNotGetHistory: 'Could not load the balance history.',
    showMore: 'Show More',
    historyColumns: {
      date: 'Date',
      type: 'Type',
      qty: 'Qty',
      total: 'Total',
      balance: 'Balance',
      invoice: 'Invoice',
    },
    /** The credit account (purchase on account): the brief's buttons and texts. */
    purchaseOnAccount: 'Purchase on Account',
    applyForCreditAccount: 'Apply for Credit Account',
    creditAccountTitle: 'Apply for a Credit Account',
    creditAccountIntro:
      'Buy job posts on account and pay by invoice, 30 days from its date, once we approve your application.',
    creditAccountSubmitted: 'Your data has been submitted!',
    creditAccountPending:
      'Your credit account application is being reviewed. Pay by card meanwhile.',
    creditAccountFields: {
      company: 'Company',
      address1: 'Address Line 1',
      address2: 'Address Line 2',
      city: 'City',
      state: 'County',
      country: 'Country',
      zip: 'Postcode',
      phone: 'Phone',
      email: 'Invoice Email',
    },
    submit: 'Submit',
    cancel: 'Cancel',
    emailInvalid: 'Please enter a valid email',
    confirmOnAccount: (total: string) =>
      `Buy these job posts on account? An invoice for ${total} will be due in 30 days.`,
    notOnAccount: 'Your team has no approved credit account.',
    /** A member, or an account awaiting approval, asking to buy (not in the brief). */
    cannotBuy: "Only your team's admins buy job posts, once the account is approved.",
  },
} as const;
