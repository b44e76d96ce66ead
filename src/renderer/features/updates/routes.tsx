import type { RouteRow } from '../../routing/route-row';

// What startup code (the app) needs of this feature: it loads with the rows anyway, so importing
// it from here adds nothing to the first chunk.
export { UpdateBanner } from './update-banner';

/** Updates have no page of their own: the app's banner and App Settings show them. */
export const routes: readonly RouteRow[] = [];
