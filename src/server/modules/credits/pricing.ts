/**
 * The price of job posts, worked out on the server only (the purchase charges exactly what
 * the calculator showed): pure arithmetic in whole pence, each rounding done once, where the
 * brief says it happens.
 */
import type { PriceCalculation, Promo } from '../../../shared/pricing';

/** The figures a price is made of: settings (platform/settings.ts), so the admin can change them. */
export interface PriceSettings {
  /** One job post before VAT and discounts (brief: £495). */
  jobPostPricePence: number;
  /** Brief: 20%. */
  vatPercent: number;
  /** The volume discount: this percentage per job post beyond the first… */
  volumeDiscountPercentPerExtraPost: number;
  /** …up to this. */
  volumeDiscountMaxPercent: number;
}

/** Percent of an amount of pence, rounded half up to a whole penny. */
function percentOf(pence: number, percent: number): number {
  return Math.round((pence * percent) / 100);
}

/**
 * `qty` job posts (already checked: a whole number within JOB_POST_QTY) with an optional
 * valid promo. More than one post takes the volume discount off each; the promo comes off
 * the discounted subtotal (never below zero); VAT is charged on what is left.
 */
export function calculatePrice(
  qty: number,
  promo: Promo | null,
  settings: PriceSettings,
): PriceCalculation {
  const unit = settings.jobPostPricePence;
  const discountPercentage = Math.min(
    (qty - 1) * settings.volumeDiscountPercentPerExtraPost,
    settings.volumeDiscountMaxPercent,
  );
  const discountPerUnitAmount = percentOf(unit, discountPercentage);
  const unitPriceIncludingDiscount = unit - discountPerUnitAmount;
  const subtotalIncludingDiscount = unitPriceIncludingDiscount * qty;
  const promoAmount = !promo
    ? 0
    : promo.type === 'PERCENTAGE'
      ? percentOf(subtotalIncludingDiscount, promo.value)
      : Math.min(promo.value, subtotalIncludingDiscount);
  const vatAmount = percentOf(subtotalIncludingDiscount - promoAmount, settings.vatPercent);
  return {
    qty,
    unitPriceExcludingDiscount: unit,
    discountPercentage,
    discountPerUnitAmount,
    unitPriceIncludingDiscount,
    subtotalExcludingDiscount: unit * qty,
    discountAmount: discountPerUnitAmount * qty,
    subtotalIncludingDiscount,
    promo,
    promoAmount,
    vatPercentage: settings.vatPercent,
    vatAmount,
    total: subtotalIncludingDiscount - promoAmount + vatAmount,
  };
}
