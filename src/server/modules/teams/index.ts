/**
 * The teams module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
export {
  billingMembership,
  buyingMembership,
  canPost,
  companyMembership,
  isTeamAdmin,
  managedTeamOf,
  managesTeamAccount,
  membershipOf,
  ownsTeam,
} from './team-rules';
export type { TeamService } from './team-service';
