import { graphql } from '../../gql';

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
