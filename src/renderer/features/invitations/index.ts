/**
 * The invitations feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
export { InvitationsPanel } from './invitations-panel';
export { refusalOutcome } from './refusal-outcome';
