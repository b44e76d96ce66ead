/**
 * The two registries modules fill by declaration merging: their long-lived services and what
 * they add to each request's context. Apart from module.ts (which needs the generated resolver
 * types, which need the GraphQL context, which needs these), so none of them makes a cycle.
 */
/**
 * The long-lived services, by name. Each module adds its own entries to this interface
 * (`declare module '../../platform/services' { interface Services { … } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Services {}

/**
 * What modules add to each request's context, by name (identity adds the caller's
 * session as `auth`): each extends this interface (`declare module
 * '../../platform/services' { interface RequestContext { … } }`) and builds its
 * entries in its `requestContext`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RequestContext {}
