/** The monthly subscription (brief: "Subscription page"). */
export const subscriptionsMessages = {
  subscriptions: {
    /** The brief's headings and button. */
    startTitle: 'Start Your Subscription',
    updateTitle: 'Update Payment Info',
    subscribe: 'Subscribe Now',
    subscribed: 'Thank you for your subscription!',
    /** The offer (the brief: £195 a month including 2 job posts). */
    offer: (price: string, jobPosts: number) =>
      `${price} a month plus VAT, including ${jobPosts} job posts each month. It renews each month on the day you subscribe (the month's last day when it is shorter).`,
    firstCharge: (total: string) => `Charged today: ${total} (VAT included).`,
    /**
     * The brief's renewal text names "the 4th of each month"; renewals are on the day each team
     * subscribed (docs/subscriptions.md), so the text says that day.
     */
    renewsOn: (date: string, jobPosts: number) =>
      `Your subscription renews each month on the day it started: next on ${date}, adding ${jobPosts} job posts.`,
    endsOn: (date: string) =>
      `Your subscription is cancelled: it ends on ${date} and will not renew.`,
    ended: (date: string) => `Your subscription ended on ${date}.`,
    pastDue: (message: string) =>
      `Your last renewal payment failed: ${message} Update your card, then retry the payment.`,
    billingFirst: 'Save your billing address above first.',
    cardFirst: 'Add your card above first.',
    billingSection: 'Billing Address',
    promoSection: 'Promo Code',
    cardSection: 'Card',
    history: 'Subscription History',
    noHistory: 'No months paid yet.',
    historyColumns: { period: 'Period', price: 'Price', paidOn: 'Paid On' },
    saveCard: 'Update Payment Info',
    cancel: 'Cancel Subscription',
    cancelConfirm:
      'Cancel your subscription? It stays active until the end of this month, then stops renewing.',
    cancelled: 'Your subscription will end at the end of this month.',
    keep: 'Keep It',
    resume: 'Keep My Subscription',
    resumed: 'Your subscription will renew as usual.',
    retry: 'Retry Payment',
    /** The API's refusals (not in the brief). */
    alreadySubscribed: 'Your team already has a subscription.',
    noSubscription: 'Your team has no subscription.',
    notPastDue: 'There is no failed renewal to retry.',
    couldNotGet: 'Your subscription could not be loaded.',
  },
} as const;
