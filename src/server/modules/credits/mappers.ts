/**
 * The parent codegen maps `CreditHistoryEntry` to (codegen.ts `mappers`): a ledger row, not a
 * GraphQL shape; the fields are resolvers.ts's. Read by the generated resolver types, so
 * nothing here may import what imports them (a resolver, a module's index): that would be an
 * import cycle.
 */
import type { creditEntries } from '../../db/schema';

export type CreditEntryRow = typeof creditEntries.$inferSelect;
