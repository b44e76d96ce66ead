/** Accounts: registration, onboarding, the signed-in user's own account. */
import accountTypeDefs from './accounts.graphql?raw';
import { AccountsService } from './accounts-service';
import { accountsLimits } from './limits';
import { accountResolvers } from './resolvers';
import type { ServerModule } from '../../platform/module';
import { teams, users } from '../../db/schema';
import { SettingsService } from '../../platform/settings';

declare module '../../platform/services' {
  interface Services {
    accounts: AccountsService;
  }
}

export default {
  typeDefs: [accountTypeDefs],
  // Photos and logos, stored as their served paths.
  fileColumns: [users.avatar, teams.avatar],
  resolvers: [accountResolvers],
  limits: accountsLimits,
  services: {
    accounts: ({ db }, { auth, files }) =>
      new AccountsService(db, auth, files, new SettingsService(db)),
  },
} satisfies ServerModule;
