/** Invoices and the billing history (`billing-history`). */
export const invoicesMessages = {
  invoices: {
    /** The brief's page and account menu item. */
    title: 'Billing History',
    /** The brief's columns. */
    columns: { item: 'Item', date: 'Date', amount: 'Amount', invoice: 'Invoice' },
    download: 'Download PDF',
    empty: 'No invoices yet: each purchase of job posts has one.',
    couldNotGet: 'Could not load the billing history.',
    downloadFailed: 'Could not download the invoice. Please try again.',
    /** Not in the brief. */
    notFound: 'This invoice could not be found.',
    paid: 'Paid',
    due: (date: string) => `Due ${date}`,
  },
} as const;
