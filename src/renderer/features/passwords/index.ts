/**
 * The passwords feature's door: the rest of the renderer imports only what is
 * exported here (ESLint refuses a reach past it; src/renderer/README.md, "Feature doors").
 */
// Nothing of it is used outside yet: its pages reach the router through routes.tsx.
export {};
