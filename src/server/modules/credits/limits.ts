/** The credits module's rate limits (docs/security.md G3, G13). */
import type { LimitTable } from '../../platform/limits';
import { limitRow } from '../../platform/limits';

/**
 * Promo codes tried per user, by every path that evaluates one (checkPromo, calculatePrice,
 * subscriptionOffer, purchaseCredits, purchaseOnAccount, addSubscription): one allowance, so
 * a purchase a declined card makes free still spends a guess. A purchase tries one or two.
 */
export const PROMO_CHECKS_PER_USER = limitRow('promoChecksPerUser', 30, 10 * 60_000);

/**
 * Spends one of the user's promo guesses when `promo` names a code (G13: the one shared limit);
 * RATE_LIMITED past it, before the code is looked at.
 */
export async function spendPromoGuess(
  limits: LimitTable,
  userId: number,
  promo: string | null | undefined,
): Promise<void> {
  if (promo?.trim()) await limits.consume(PROMO_CHECKS_PER_USER, String(userId));
}

export const creditsLimits = [PROMO_CHECKS_PER_USER];
