// The credits chunk.
export { ManageCreditsPage } from './manage-credits-page';
export { ManagePaymentInfoPage } from './manage-payment-info-page';
