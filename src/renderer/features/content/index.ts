/**
 * The content feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { DashboardContentLists } from './dashboard-lists';
export { ArticlesSidePanel, DealsSidePanel } from './side-panels';
