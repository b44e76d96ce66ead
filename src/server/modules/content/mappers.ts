/**
 * The parents codegen maps the content types to (codegen.ts `mappers`): rows, not GraphQL
 * shapes; the fields are resolvers.ts's. Read by the generated resolver types, so nothing here
 * may import what imports them (a resolver, a module's index): that would be an import cycle.
 */
import type { articles, deals, landingPages } from '../../db/schema';

export type ArticleRow = typeof articles.$inferSelect;
export type DealRow = typeof deals.$inferSelect;
export type LandingPageRow = typeof landingPages.$inferSelect;
