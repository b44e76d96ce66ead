import { messages } from '../../../shared/messages';
import { groupPath } from '../../routing/paths';
import { MarketplaceBrowser } from './marketplace-browser';

/** `agency-marketplace?filter=agency|casestudies` (employer): agencies and their case studies. */
export function AgencyMarketplacePage() {
  return (
    <MarketplaceBrowser
      group="employer"
      title={messages.marketplace.agencyMarketplace}
      linkAgency={(id) => groupPath('employer', `agency-profile/${id}`)}
    />
  );
}
