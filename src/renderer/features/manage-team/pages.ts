// The manage-team chunk.
export { ManageTeamPage } from './manage-team-page';
