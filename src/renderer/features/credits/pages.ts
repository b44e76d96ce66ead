// The credits chunk.
export { ManageCreditsPage } from './manage-credits-page';
