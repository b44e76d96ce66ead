/**
 * Errors about the request itself, rather than about what it asked for: the document
 * does not parse, does not validate (including graphql-armor's limits), or its
 * arguments have the wrong types. An argument of the wrong type carries BAD_USER_INPUT,
 * the code our own input validation uses; the rest keep Yoga's GRAPHQL_PARSE_FAILED /
 * GRAPHQL_VALIDATION_FAILED. All of them answer HTTP 400 whatever the Accept header:
 * Yoga would answer 200 to clients that accept only application/json.
 */
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { GraphQLError, Kind } from './graphql-js';

/**
 * Validation errors located at a literal value (ValuesOfCorrectTypeRule) or at a
 * variable declared with the wrong type (VariablesInAllowedPositionRule).
 */
const ARGUMENT_VALUE_KINDS = new Set<string>([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
  Kind.VARIABLE_DEFINITION,
]);

export const requestErrorsPlugin: Plugin = {
  onValidate:
    () =>
    ({ valid, result }) => {
      if (valid) return;
      for (const error of result) {
        const kind = error.nodes?.[0]?.kind;
        if (kind && ARGUMENT_VALUE_KINDS.has(kind)) extensionsOf(error)['code'] = 'BAD_USER_INPUT';
      }
    },
  onExecute: () => ({
    onExecuteDone: ({ result }) => {
      // graphql-js answers without `data` only when it could not start executing:
      // variables that do not coerce to their declared types, or no such operation.
      if (isAsyncIterable(result) || 'data' in result) return;
      for (const error of result.errors ?? []) {
        Object.assign(extensionsOf(error), { code: 'BAD_USER_INPUT', http: { status: 400 } });
      }
    },
  }),
  onResultProcess: ({ result }) => {
    if (Array.isArray(result) || isAsyncIterable(result)) return;
    for (const error of result.errors ?? []) {
      if (!(error instanceof GraphQLError)) continue;
      const http = extensionsOf(error)['http'];
      // Yoga marks the statuses it would apply only to application/graphql-response+json
      // with `spec: true`; clearing the flag applies them to application/json as well.
      if (typeof http === 'object' && http !== null && 'spec' in http) http.spec = false;
    }
  },
};

/** `extensions` is typed read-only but is a plain object per error; Yoga's own plugins annotate it the same way. */
function extensionsOf(error: GraphQLError): Record<string, unknown> {
  return error.extensions as Record<string, unknown>;
}
