import { describe, expect, it } from 'vitest';
import { penceText } from '../../../shared/pricing';
import { calculatePrice, type PriceSettings } from './pricing';

/** The defaults (platform/settings.ts): £495, VAT 20%, 2% off a post per extra post, at most 18%. */
const DEFAULTS: PriceSettings = {
  jobPostPricePence: 49_500,
  vatPercent: 20,
  volumeDiscountPercentPerExtraPost: 2,
  volumeDiscountMaxPercent: 18,
};

const TEN_PERCENT = { code: 'SPRING10', type: 'PERCENTAGE' as const, value: 10 };

describe('calculatePrice', () => {
  // qty, discount %, discount per post, subtotal after the discount, VAT, total; then with
  // 10% off: the promo's amount, VAT, total. Worked out by hand (half pennies round up).
  const table = [
    [1, 0, 0, 49500, 9900, 59400, 4950, 8910, 53460],
    [2, 2, 990, 97020, 19404, 116424, 9702, 17464, 104782],
    [3, 4, 1980, 142560, 28512, 171072, 14256, 25661, 153965],
    [4, 6, 2970, 186120, 37224, 223344, 18612, 33502, 201010],
    [5, 8, 3960, 227700, 45540, 273240, 22770, 40986, 245916],
    [6, 10, 4950, 267300, 53460, 320760, 26730, 48114, 288684],
    [7, 12, 5940, 304920, 60984, 365904, 30492, 54886, 329314],
    [8, 14, 6930, 340560, 68112, 408672, 34056, 61301, 367805],
    [9, 16, 7920, 374220, 74844, 449064, 37422, 67360, 404158],
    [10, 18, 8910, 405900, 81180, 487080, 40590, 73062, 438372],
  ] as const;

  it.each(table)(
    '%i job post(s): %i%% off each',
    (qty, percent, perUnit, subtotal, vat, total, promoAmount, promoVat, promoTotal) => {
      expect(calculatePrice(qty, null, DEFAULTS)).toEqual({
        qty,
        unitPriceExcludingDiscount: 49_500,
        discountPercentage: percent,
        discountPerUnitAmount: perUnit,
        unitPriceIncludingDiscount: 49_500 - perUnit,
        subtotalExcludingDiscount: 49_500 * qty,
        discountAmount: perUnit * qty,
        subtotalIncludingDiscount: subtotal,
        promo: null,
        promoAmount: 0,
        vatPercentage: 20,
        vatAmount: vat,
        total,
      });
      expect(calculatePrice(qty, TEN_PERCENT, DEFAULTS)).toMatchObject({
        subtotalIncludingDiscount: subtotal,
        promo: TEN_PERCENT,
        promoAmount,
        vatAmount: promoVat,
        total: promoTotal,
      });
    },
  );

  it('takes a fixed promo off the discounted subtotal, never below zero', () => {
    const tenPounds = { code: 'TENOFF', type: 'FIXED' as const, value: 1_000 };
    expect(calculatePrice(1, tenPounds, DEFAULTS)).toMatchObject({
      promoAmount: 1_000,
      vatAmount: 9_700,
      total: 58_200,
    });
    const everything = { code: 'FREE', type: 'FIXED' as const, value: 10_000_000 };
    expect(calculatePrice(2, everything, DEFAULTS)).toMatchObject({
      promoAmount: 97_020,
      vatAmount: 0,
      total: 0,
    });
    const hundredPercent = { code: 'ALL', type: 'PERCENTAGE' as const, value: 100 };
    expect(calculatePrice(3, hundredPercent, DEFAULTS).total).toBe(0);
  });

  it('follows the settings: price, VAT and the discount and its cap', () => {
    const other = {
      jobPostPricePence: 10_000,
      vatPercent: 0,
      volumeDiscountPercentPerExtraPost: 5,
      volumeDiscountMaxPercent: 10,
    };
    expect(calculatePrice(2, null, other)).toMatchObject({ discountPercentage: 5, total: 19_000 });
    expect(calculatePrice(8, null, other)).toMatchObject({ discountPercentage: 10, total: 72_000 });
  });

  it('reads as pounds and pence', () => {
    expect(penceText(59_400)).toBe('£594.00');
    expect(penceText(487_080)).toBe('£4,870.80');
    expect(penceText(0)).toBe('£0.00');
  });
});
