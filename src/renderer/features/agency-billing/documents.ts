import { graphql } from '../../gql';

/** `agency/credit-account`: the agency's application, with where its invoices go. */
export const agencyCreditAccountQuery = graphql(`
  query AgencyCreditAccount {
    creditAccount {
      status
      invoice_company
      invoice_address_1
      invoice_address_2
      invoice_city
      invoice_state
      invoice_country
      invoice_zip
      invoice_phone
      invoice_email
    }
  }
`);

/** `agency/company-billing`: who the agency is billed to (its invoices are their own query). */
export const agencyBillingDetailsQuery = graphql(`
  query AgencyBillingDetails {
    billingDetails {
      ...BillingDetailsFields
    }
  }
`);
