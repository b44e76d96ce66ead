/** The credits module's rate limits (docs/security.md G3). */
import { limitRow } from '../../platform/limits';

/** Promo codes tried per user: a purchase tries one or two; this stops guessing them. */
export const PROMO_CHECKS_PER_USER = limitRow('promoChecksPerUser', 30, 10 * 60_000);

export const creditsLimits = [PROMO_CHECKS_PER_USER];
