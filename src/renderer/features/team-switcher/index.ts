/**
 * The team-switcher feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { NoTeamNotice } from './no-team-notice';
export { TeamSwitcher } from './team-switcher';
