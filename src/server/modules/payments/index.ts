/**
 * The payments module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { CreditAccountService } from './credit-account-service';
export { CARD_SAVES_PER_TEAM } from './limits';
export type { Order, PurchaseOutcome } from './payment-service';
export { PaymentService } from './payment-service';
export { monthsAfter, periodEndAfter } from './subscription-periods';
