import { messages } from '../../../shared/messages';
import { MarketplaceBrowser } from '../agency-marketplace';

/**
 * `network` (agency): the other agencies and their case studies. Agencies have no agency
 * profile page in the brief, so agency cards show their details without a link.
 */
export function NetworkPage() {
  return <MarketplaceBrowser group="agency" title={messages.marketplace.network} />;
}
