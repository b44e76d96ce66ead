import type { UpdateStatus } from '../../../shared/bridge';
import { messages } from '../../../shared/messages';

/** What the update banner shows: nothing, or the downloaded update and its `Restart now`. */
export type UpdateBannerContent = { title: string; detail: string; action: string } | null;

/**
 * Only a downloaded update gets a banner. Checking and downloading happen in the background,
 * and an error after a check is the updater's log and a manual check's answer, not the page's.
 */
export function bannerFor(status: UpdateStatus): UpdateBannerContent {
  if (status.state !== 'ready') return null;
  return {
    title: messages.updates.ready,
    detail: messages.updates.readyDetail(status.version),
    action: messages.updates.restartNow,
  };
}
