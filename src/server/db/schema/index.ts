/**
 * The Drizzle schema, one file per domain (named as its module). A new domain adds
 * its file and one line here. Change it, then `npm run db:generate` writes the next SQL
 * migration into ./migrations (committed). Times are `timestamptz`, stored UTC.
 * Money, when it arrives, is integer pence. Column names are snake_case in SQL
 * (the client and drizzle-kit are both set to `casing: 'snake_case'`).
 */
export * from './accounts';
export * from './candidates';
export * from './case-studies';
export * from './content';
export * from './credits';
export * from './files';
export * from './identity';
export * from './invitations';
export * from './invoices';
export * from './limits';
export * from './opportunities';
export * from './payments';
export * from './settings';
export * from './stripe-events';
export * from './subscriptions';
export * from './taxonomies';
