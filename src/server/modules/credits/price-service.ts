/**
 * What job posts cost a team (brief: "Price calculation", "Promo"): the calculator's price
 * and promo codes, for the company admins who buy. The purchase itself charges what
 * `calculate` answers, so the price is never taken from the client.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promos } from '../../db/schema';
import { messages } from '../../../shared/messages';
import { normalizePromoCode, type PriceCalculation, type Promo } from '../../../shared/pricing';
import { badUserInput } from '../../platform/domain-error';
import type { SettingsService } from '../../platform/settings';
import { calculatePrice } from './pricing';

const m = messages.credits;

export class PriceService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly now: () => Date,
  ) {}

  /** A promo code that may be used now, or null: unknown, disabled, expired or used up. */
  async promo(code: string): Promise<Promo | null> {
    const normalized = normalizePromoCode(code);
    if (!normalized) return null;
    const [row] = await this.db.select().from(promos).where(eq(promos.code, normalized)).limit(1);
    if (
      !row ||
      row.disabledAt !== null ||
      (row.expiresAt !== null && row.expiresAt <= this.now()) ||
      (row.maxUses !== null && row.uses >= row.maxUses)
    ) {
      return null;
    }
    return { code: row.code, type: row.type, value: row.value };
  }

  /**
   * Counts one use of a promo code for a purchase, if it can still be used (another
   * purchase may have used it up since the price was shown): false when it cannot.
   */
  async usePromo(code: string, db: Database = this.db): Promise<boolean> {
    const [row] = await db
      .update(promos)
      .set({ uses: sql`${promos.uses} + 1` })
      .where(
        and(
          eq(promos.code, normalizePromoCode(code)),
          isNull(promos.disabledAt),
          or(isNull(promos.expiresAt), gt(promos.expiresAt, this.now())),
          or(isNull(promos.maxUses), lt(promos.uses, promos.maxUses)),
        ),
      )
      .returning({ id: promos.id });
    return row !== undefined;
  }

  /** Gives back a use counted for a purchase that did not go through. */
  async releasePromo(code: string, db: Database = this.db): Promise<void> {
    await db
      .update(promos)
      .set({ uses: sql`${promos.uses} - 1` })
      .where(and(eq(promos.code, normalizePromoCode(code)), gt(promos.uses, 0)));
  }

  /**
   * Counts again a use given back for a payment that succeeded after all: its charge was made at
   * the discount, so the use is counted even where that takes the code past its maximum.
   */
  async recountPromo(code: string, db: Database = this.db): Promise<void> {
    await db
      .update(promos)
      .set({ uses: sql`${promos.uses} + 1` })
      .where(eq(promos.code, normalizePromoCode(code)));
  }

  /**
   * `qty` job posts (a checked quantity) with `promoCode` when one is given: a code that
   * cannot be used is refused with the brief's 'Promo code doesn't exist!'.
   */
  async calculate(qty: number, promoCode = ''): Promise<PriceCalculation> {
    const [promo, settings] = await Promise.all([
      this.usablePromo(promoCode),
      this.settings.getMany([
        'jobPostPricePence',
        'vatPercent',
        'volumeDiscountPercentPerExtraPost',
        'volumeDiscountMaxPercent',
      ]),
    ]);
    return calculatePrice(qty, promo, settings);
  }

  /**
   * A month of the subscription (the brief: £195 including 2 job posts) as one line at its
   * price, with `promoCode`'s discount when given, VAT on top; and the job posts it adds.
   */
  async subscriptionPrice(promoCode = ''): Promise<{ price: PriceCalculation; jobPosts: number }> {
    const [promo, settings] = await Promise.all([
      this.usablePromo(promoCode),
      this.settings.getMany(['subscriptionPricePence', 'subscriptionJobPosts', 'vatPercent']),
    ]);
    const price = calculatePrice(1, promo, {
      jobPostPricePence: settings.subscriptionPricePence,
      vatPercent: settings.vatPercent,
      volumeDiscountPercentPerExtraPost: 0,
      volumeDiscountMaxPercent: 0,
    });
    return { price, jobPosts: settings.subscriptionJobPosts };
  }

  /** The promo `promoCode` names (null when none is given); refused when it cannot be used. */
  private async usablePromo(promoCode: string): Promise<Promo | null> {
    if (!promoCode) return null;
    const promo = await this.promo(promoCode);
    if (!promo) throw badUserInput({ promo: [m.promoNotFound] });
    return promo;
  }
}
