/**
 * Buying job posts (brief: "Pricing", "Purchase"): the quantities the calculator allows, the
 * price fields the server computes (every amount in pence), and how an amount reads.
 */

/** The purchase calculator: 1 to 10 job posts, 1 to start with. */
export const JOB_POST_QTY = { min: 1, max: 10, initial: 1 } as const;

/** A promo code's kind: a percentage off the discounted subtotal, or an amount (pence) off it. */
export const PROMO_TYPES = ['PERCENTAGE', 'FIXED'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

export interface Promo {
  code: string;
  type: PromoType;
  /** A percentage (1–100), or pence. */
  value: number;
}

/**
 * The brief's price calculation, in pence: the unit price, a volume discount per post for
 * more than one, the subtotals before and after it, a promo on the discounted subtotal, then
 * VAT on what is left.
 */
export interface PriceCalculation {
  qty: number;
  unitPriceExcludingDiscount: number;
  discountPercentage: number;
  discountPerUnitAmount: number;
  unitPriceIncludingDiscount: number;
  subtotalExcludingDiscount: number;
  discountAmount: number;
  subtotalIncludingDiscount: number;
  promo: Promo | null;
  promoAmount: number;
  vatPercentage: number;
  vatAmount: number;
  total: number;
}

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** '£495.00' for 49500. */
export function penceText(pence: number): string {
  return POUNDS.format(pence / 100);
}

/** A promo code as stored and compared: trimmed, upper case. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
