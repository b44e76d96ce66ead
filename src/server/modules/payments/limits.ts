/** The payments module's rate limits (docs/security.md G3). */
import { limitRow } from '../../platform/limits';

/**
 * Cards saved per team: an admin changes the card now and then; an account (approved or not:
 * manage-payment-info asks no approval) must not test a list of stolen cards against the gateway.
 */
export const CARD_SAVES_PER_TEAM = limitRow('cardSavesPerTeam', 10, 60 * 60_000);

export const paymentsLimits = [CARD_SAVES_PER_TEAM];
