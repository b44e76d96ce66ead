import type { GraphQLContext } from './context';

/**
 * A value made once per request, on first use: per-request DataLoaders, so one request's
 * fields share their batches and nothing is cached across requests or users.
 */
export function requestScoped<T>(make: (context: GraphQLContext) => T) {
  const made = new WeakMap<GraphQLContext, T>();
  return (context: GraphQLContext): T => {
    if (!made.has(context)) made.set(context, make(context));
    return made.get(context) as T;
  };
}
