/**
 * The card-page module's door: other modules and the rest of the server import only what is
 * exported here (docs/module-doors.md; ESLint refuses a reach past it).
 */
// Nothing of it is used outside yet: it is reached through its GraphQL types and routes.
export {};
