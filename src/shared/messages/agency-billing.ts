/**
 * The agency's credit-account and company-billing pages. The brief names the pages only
 * ("members go to 404"), so these texts are ours (docs/payments.md, "Agencies").
 */
export const agencyBillingMessages = {
  agencyBilling: {
    /** The pages' headings and account menu items. */
    creditAccountTitle: 'Credit Account',
    companyBillingTitle: 'Company Billing',
    creditAccountIntro:
      'With a credit account, Shortlist invoices your agency and each invoice is paid within 30 days of its date, instead of by card. Tell us where the invoices go and we review your application.',
    formIntro:
      "Where your agency's invoices go. We review every application and show our decision on this page.",
    status: 'Status',
    statuses: {
      PENDING: {
        tag: 'Pending',
        title: 'Your application is being reviewed',
        text: 'We show our decision here once it is made. You can still correct the details meanwhile.',
      },
      APPROVED: {
        tag: 'Approved',
        title: 'Your agency has a credit account',
        text: 'Shortlist invoices your agency at the details below; each invoice is due 30 days after its date.',
      },
      DECLINED: {
        tag: 'Declined',
        title: 'Your application was not approved',
        text: 'Check the details below and apply again: we will review the application again.',
      },
    },
    invoicesGoTo: 'Invoices go to',
    address: 'Address',
    updateDetails: 'Update Details',
    applyAgain: 'Apply Again',
    companyBillingIntro: 'Who Shortlist bills your agency to, and its invoices.',
    invoicesEmpty: "No invoices yet: Shortlist's invoices to your agency appear here.",
  },
} as const;
