/**
 * The graphql-js values the server uses, all from one copy of the library.
 *
 * graphql 16 ships a CommonJS build (index.js) and an ESM build (index.mjs) with no
 * `exports` map. Node gives Yoga and graphql-armor the CommonJS one; Vite's resolver
 * (Vitest) would give our source the ESM one. graphql-js and Yoga recognise errors,
 * types and rules with `instanceof`, so values from a second copy break ("Cannot use
 * GraphQLNonNull from another module or realm", expected errors masked as unexpected).
 * Naming the CommonJS entry keeps a single copy in tests and in the build alike.
 */
export { GraphQLError, Kind, NoSchemaIntrospectionCustomRule, print } from 'graphql/index.js';
