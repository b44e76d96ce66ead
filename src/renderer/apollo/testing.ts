import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A failed GraphQL answer as Apollo Client hands it to a page, for unit tests. */
export function graphQLErrors(
  ...errors: { message: string; extensions?: Record<string, unknown> }[]
) {
  return new CombinedGraphQLErrors({ errors });
}

/** The API's refusal of an input: BAD_USER_INPUT with messages keyed by argument path. */
export function badUserInput(validation: Record<string, unknown>, message = 'Invalid input') {
  return graphQLErrors({ message, extensions: { code: 'BAD_USER_INPUT', validation } });
}
