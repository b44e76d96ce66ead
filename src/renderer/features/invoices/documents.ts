import { graphql } from '../../gql';

/** `billing-history`: the team's invoices, newest first. */
export const invoicesQuery = graphql(`
  query Invoices($first: Int, $after: String) {
    invoices(first: $first, after: $after) {
      data {
        id
        number
        item
        total
        status
        issued_at
        due_at
      }
      paginatorInfo {
        hasMorePages
        endCursor
      }
    }
  }
`);

/** A fresh short-lived link to an invoice's PDF, asked for at each download. */
export const invoiceDownloadUrlQuery = graphql(`
  query InvoiceDownloadUrl($number: String!) {
    invoiceDownloadUrl(number: $number)
  }
`);
