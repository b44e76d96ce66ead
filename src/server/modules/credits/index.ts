/**
 * The credits module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export { CreditService } from './credit-service';
export { spendPromoGuess } from './limits';
export { PriceService } from './price-service';
export { calculatePrice } from './pricing';
