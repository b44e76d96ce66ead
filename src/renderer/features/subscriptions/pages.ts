// The subscription chunk.
export { SubscriptionPage } from './subscription-page';
