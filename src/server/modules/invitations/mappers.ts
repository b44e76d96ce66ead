/**
 * The parents codegen maps the invitation types to (codegen.ts `mappers`): rows and what the
 * service reads, not GraphQL shapes; the fields are resolvers.ts's. Read by the generated
 * resolver types, so nothing here may import what imports them (a resolver, a module's index):
 * that would be an import cycle.
 */
import type { invitations, teams } from '../../db/schema';

export type InvitationRow = typeof invitations.$inferSelect;

/** What a link opens to (GraphQL `InvitationState`). */
export type InvitationState = 'VALID' | 'EXPIRED' | 'CANCELLED' | 'USED';

/** The invitation behind a link, its team, and whether the invited email has an account. */
export interface InvitationLinkView {
  state: InvitationState;
  invitation: InvitationRow;
  team: typeof teams.$inferSelect;
  /** Whether an account already uses the invited email (it signs in and accepts instead). */
  accountExists: boolean;
}
