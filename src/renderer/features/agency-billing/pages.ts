// The agency billing chunk.
export { CompanyBillingPage } from './company-billing-page';
export { CreditAccountPage } from './credit-account-page';
