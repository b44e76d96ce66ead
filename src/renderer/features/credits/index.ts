/**
 * The credits feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { Balance } from './balance';
export { BillingForm } from './billing-form';
export { BillingAdminsOnly, BuyersOnly } from './buyers-only';
export { CreditAccountForm } from './credit-account-form';
export { PromoCodeField } from './promo-code-field';
export { SavedCard } from './saved-card';
export { usePaymentAuthentication } from './use-payment-authentication';
