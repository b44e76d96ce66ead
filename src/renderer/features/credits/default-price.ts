/**
 * The brief's default figures, shown on Purchase Job Posts before the server's first price
 * answers: one post at £495, 20% VAT, £594.00. The brief's own "VAT 59, total 554" do not add
 * up (20% of £495 is £99), so the true figures are shown: docs/credits.md. The server's answer
 * replaces them at once, and paying waits for it.
 */
import type { PriceCalculation } from '../../../shared/pricing';

const UNIT = 49_500;
const VAT_PERCENT = 20;
const VAT = (UNIT * VAT_PERCENT) / 100;

export const DEFAULT_PRICE: PriceCalculation = {
  qty: 1,
  unitPriceExcludingDiscount: UNIT,
  discountPercentage: 0,
  discountPerUnitAmount: 0,
  unitPriceIncludingDiscount: UNIT,
  subtotalExcludingDiscount: UNIT,
  discountAmount: 0,
  subtotalIncludingDiscount: UNIT,
  promo: null,
  promoAmount: 0,
  vatPercentage: VAT_PERCENT,
  vatAmount: VAT,
  total: UNIT + VAT,
};
