// The invitations chunk.
export { InvitationsPage } from './invitations-page';
