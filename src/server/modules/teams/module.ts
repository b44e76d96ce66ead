/**
 * Managing a team (manage-team): members, roles, posting rights, associations, removal.
 * docs/teams.md.
 */
import teamTypeDefs from './teams.graphql?raw';
import { teamResolvers } from './resolvers';
import { TeamService } from './team-service';
import type { ServerModule } from '../../platform/module';

declare module '../../platform/services' {
  interface Services {
    teams: TeamService;
  }
}

export default {
  typeDefs: [teamTypeDefs],
  resolvers: [teamResolvers],
  services: {
    teams: ({ db }) => new TeamService(db),
  },
} satisfies ServerModule;
